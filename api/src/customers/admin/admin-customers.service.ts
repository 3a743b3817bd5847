import { Injectable } from '@nestjs/common';
import type { AdminCustomerDto, AdminCustomerQuery, AdminCustomerSummaryDto } from '@dd/contracts/admin-customers';
import { rawDate } from '../../common/raw-date';
import { mapPage, paginate, type PagedList } from '../../common/paging';
import type { UserEntity } from '../../identity/users/user.entity';
import { Users } from '../../identity/users/users';

type CustomerRow = { id: string; firstName: string; lastName: string; email: string; washPoints: number | string; createdAt: Date | string; totalBookings: number | string };

/** The admin's Customers screen: paged, searched and sorted in the database. */
@Injectable()
export class AdminCustomersService {
  constructor(private readonly users: Users) {}

  async list(query: AdminCustomerQuery): Promise<PagedList<AdminCustomerDto>> {
    const filtered = () => this.users.listOf('customer', query.q);
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
    const { customers, bookings, avgPoints } = await this.users.customerTotals();
    return { totalCustomers: customers, totalBookings: bookings, avgWashPoints: Math.round(avgPoints) };
  }
}
