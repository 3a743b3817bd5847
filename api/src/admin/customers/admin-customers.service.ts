import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminCustomerDto, AdminCustomerQuery, AdminCustomerSummaryDto } from '@dd/contracts/admin';
import { BookingEntity } from '../../bookings/booking.entity';
import { rawDate } from '../../common/raw-date';
import { mapPage, paginate, type PagedList } from '../../common/paging';
import { UserEntity } from '../../users/user.entity';
import { whereNameOrEmail } from '../search';

type CustomerRow = { id: string; firstName: string; lastName: string; email: string; washPoints: number | string; createdAt: Date | string; totalBookings: number | string };

/** The booking count of the row `u`, as a correlated subquery (served by IDX_bookings_customerId). */
const BOOKING_COUNT = '(SELECT COUNT(*) FROM bookings cb WHERE cb.customerId = u.id)';

/** The admin's Customers screen: paged, searched and sorted in the database. */
@Injectable()
export class AdminCustomersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AdminCustomerQuery): Promise<PagedList<AdminCustomerDto>> {
    const filtered = () => {
      const qb = this.dataSource.getRepository(UserEntity).createQueryBuilder('u').where("u.role = 'customer'");
      return query.q ? whereNameOrEmail(qb, 'u', query.q) : qb;
    };
    const qb = filtered()
      .select(['u.id AS id', 'u.firstName AS firstName', 'u.lastName AS lastName', 'u.email AS email', 'u.washPoints AS washPoints', 'u.createdAt AS createdAt'])
      .addSelect(BOOKING_COUNT, 'totalBookings');
    const sort =
      query.sort === 'bookings'
        ? { expr: BOOKING_COUNT, dir: 'DESC' as const, valueOf: (r: CustomerRow) => Number(r.totalBookings) }
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

  /** The tiles: over every customer, whatever the search. */
  async summary(): Promise<AdminCustomerSummaryDto> {
    const [people, bookings] = await Promise.all([
      this.dataSource
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .select('COUNT(*)', 'total')
        .addSelect('AVG(u.washPoints)', 'avgPoints')
        .where("u.role = 'customer'")
        .getRawOne<{ total: string | number; avgPoints: string | number | null }>(),
      this.dataSource.getRepository(BookingEntity).count(),
    ]);
    return { totalCustomers: Number(people?.total ?? 0), totalBookings: bookings, avgWashPoints: Math.round(Number(people?.avgPoints ?? 0)) };
  }
}
