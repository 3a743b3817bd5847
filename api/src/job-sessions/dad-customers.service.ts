import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DadCustomersQuery, DadCustomerSummaryDto } from '@dd/contracts/dad';
import { fromCents, toCents } from '@dd/domain/pricing';
import { calendarDate } from '@dd/domain/time-windows';
import { BookingReads } from '../bookings/booking-reads';
import { whereFullNameContains } from '../common/name-search';
import { paginate, PagedList } from '../common/paging';
import type { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';

/** My Customers: everyone this DAD has served or is booked to serve (any booking that is not cancelled). */
@Injectable()
export class DadCustomersService {
  constructor(
    private readonly users: Users,
    private readonly bookings: BookingReads,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** By first name, then id; the page's figures come from one query over its customers' bookings. */
  async list(dad: UserEntity, page: DadCustomersQuery): Promise<PagedList<DadCustomerSummaryDto>> {
    const query = this.users
      .listOf(null)
      .andWhere(...this.bookings.customerOfDad('u', dad.id));
    if (page.q) whereFullNameContains(query, this.dataSource, 'u', page.q);
    const customers = await paginate(query, page, {
      sort: { expr: 'u.firstName', dir: 'ASC', valueOf: (u: UserEntity) => u.firstName },
      id: { expr: 'u.id', valueOf: (u: UserEntity) => u.id },
    });
    const ids = customers.items.map((c) => c.id);
    const bookings = await this.bookings.withDad(dad.id, ids);
    const items = customers.items.map((customer): DadCustomerSummaryDto => {
      const own = bookings.filter((b) => b.customerId === customer.id);
      const completed = own.filter((b) => b.status === 'completed');
      const last = completed.reduce<Date | null>((latest, b) => (!latest || b.scheduledDate > latest ? b.scheduledDate : latest), null);
      return {
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        lastServiceDate: last && calendarDate(last),
        totalBookings: own.length,
        totalRevenue: fromCents(completed.reduce((cents, b) => cents + toCents(b.totalAmount), 0)),
      };
    });
    return new PagedList(items, customers.total, customers.nextCursor);
  }
}
