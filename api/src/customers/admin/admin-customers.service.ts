import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminCustomerDto, AdminCustomerQuery, AdminCustomerSummaryDto } from '@dd/contracts/admin-customers';
import { rawDate } from '../../common/raw-date';
import { mapPage, paginate, type PagedList } from '../../common/paging';
import { UserEntity } from '../../identity/users/user.entity';
import { whereNameOrEmail } from '../../common/admin-search';

type CustomerRow = { id: string; firstName: string; lastName: string; email: string; washPoints: number | string; createdAt: Date | string; totalBookings: number | string };

/** The admin's Customers screen: paged, searched and sorted in the database. */
@Injectable()
export class AdminCustomersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AdminCustomerQuery): Promise<PagedList<AdminCustomerDto>> {
    const filtered = () => {
      const qb = this.dataSource.getRepository(UserEntity).createQueryBuilder('u').where("u.role = 'customer'");
      return query.q ? whereNameOrEmail(qb, 'u', query.q) : qb;
    };
    const qb = filtered().select([
      'u.id AS id',
      'u.firstName AS firstName',
      'u.lastName AS lastName',
      'u.email AS email',
      'u.washPoints AS washPoints',
      'u.createdAt AS createdAt',
      'u.bookingCount AS totalBookings',
    ]);
    // Both orders walk an index: (role, bookingCount, id) or (role, createdAt).
    const sort =
      query.sort === 'bookings'
        ? { expr: 'u.bookingCount', dir: 'DESC' as const, valueOf: (r: CustomerRow) => Number(r.totalBookings) }
        : { expr: 'u.createdAt', dir: 'DESC' as const, valueOf: (r: CustomerRow) => rawDate(r.createdAt) };
    const page = await paginate<UserEntity, CustomerRow>(qb, query, { sort, id: { expr: 'u.id', valueOf: (r) => r.id } }, { fetch: (q) => q.getRawMany(), count: () => filtered().getCount() });
    return mapPage(page, (row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      washPoints: Number(row.washPoints),
      totalBookings: Number(row.totalBookings),
      createdAt: rawDate(row.createdAt).toISOString(),
    }));
  }

  /** The tiles: over every customer, whatever the search; one pass over the customers, none over bookings. */
  async summary(): Promise<AdminCustomerSummaryDto> {
    const people = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(u.bookingCount)', 'bookings')
      .addSelect('AVG(u.washPoints)', 'avgPoints')
      .where("u.role = 'customer'")
      .getRawOne<{ total: string | number; bookings: string | number | null; avgPoints: string | number | null }>();
    return { totalCustomers: Number(people?.total ?? 0), totalBookings: Number(people?.bookings ?? 0), avgWashPoints: Math.round(Number(people?.avgPoints ?? 0)) };
  }
}
