import { Controller, Get } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import type { AdminCustomerDto } from '@dd/contracts/booking';
import { RequirePermission } from '../auth/access.decorators';
import { BookingEntity } from '../bookings/booking.entity';
import { UserEntity } from '../users/user.entity';

@ApiTags('admin')
@Controller('admin')
@RequirePermission('adminArea')
export class AdminController {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Every customer with their booking count, newest first. */
  @Get('customers')
  async customers(): Promise<AdminCustomerDto[]> {
    const rows = await this.users
      .createQueryBuilder('u')
      .leftJoin(BookingEntity, 'b', 'b.customerId = u.id')
      .select(['u.id AS id', 'u.firstName AS firstName', 'u.lastName AS lastName', 'u.email AS email'])
      .addSelect(['u.washPoints AS washPoints', 'u.createdAt AS createdAt', 'COUNT(b.id) AS totalBookings'])
      .where('u.role = :role', { role: 'customer' })
      .groupBy('u.id')
      .orderBy('u.createdAt', 'DESC')
      .getRawMany<Record<string, string | number | Date>>();
    return rows.map((row) => ({
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
