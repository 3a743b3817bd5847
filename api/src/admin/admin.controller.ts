import { Controller, Get, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import type { AdminCustomerDto } from '@dd/contracts/booking';
import { pageQuerySchema, type PageQuery } from '@dd/contracts/paging';
import { RequirePermission } from '../auth/access.decorators';
import { BookingEntity } from '../bookings/booking.entity';
import { likeMatch } from '../common/like-pattern';
import { mapPage, paginate, type PagedList } from '../common/paging';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { UserEntity } from '../users/user.entity';

type CustomerRow = Record<string, string | number | Date>;

@ApiTags('admin')
@Controller('admin')
@RequirePermission('adminArea')
export class AdminController {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Customers with their booking count, newest first, a page at a time; `q` matches name and email. */
  @Get('customers')
  async customers(@Query(new ZodValidationPipe(pageQuerySchema)) page: PageQuery): Promise<PagedList<AdminCustomerDto>> {
    const customers = this.users.createQueryBuilder('u').where('u.role = :role', { role: 'customer' });
    if (page.q) customers.andWhere(...likeMatch(['u.firstName', 'u.lastName', 'u.email'], page.q));
    const withCounts = customers
      .clone()
      .leftJoin(BookingEntity, 'b', 'b.customerId = u.id')
      .select(['u.id AS id', 'u.firstName AS firstName', 'u.lastName AS lastName', 'u.email AS email'])
      .addSelect(['u.washPoints AS washPoints', 'u.createdAt AS createdAt', 'COUNT(b.id) AS totalBookings'])
      .groupBy('u.id');
    const found = await paginate<UserEntity, CustomerRow>(
      withCounts,
      page,
      {
        sort: { expr: 'u.createdAt', dir: 'DESC', valueOf: (row) => new Date(row.createdAt) },
        id: { expr: 'u.id', valueOf: (row) => String(row.id) },
      },
      { fetch: (qb) => qb.getRawMany<CustomerRow>(), count: () => customers.getCount() },
    );
    return mapPage(found, (row) => ({
      id: String(row.id),
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      email: String(row.email),
      washPoints: Number(row.washPoints),
      totalBookings: Number(row.totalBookings),
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }
}
