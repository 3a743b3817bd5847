import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { AdminBookingQuery } from '@dd/contracts/admin-bookings';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { Users } from '../../identity/users/users';
import { BookingEntity, bookingReference } from '../booking.entity';
import { toBookingSummaries } from '../booking.mapper';
import { mapPageAsync, paginate, type PagedList } from '../../common/paging';
import { whereAttention } from './booking-attention';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The booking number the cards show: the id's last 8 characters. */
const REFERENCE = /^[0-9a-f]{8}$/i;

/** Booking Management's list: newest first, searched and filtered in the database, keyset paged. */
@Injectable()
export class AdminBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: Users,
  ) {}

  async list(query: AdminBookingQuery): Promise<PagedList<BookingSummaryDto>> {
    const filtered = () => {
      const qb = this.dataSource.getRepository(BookingEntity).createQueryBuilder('b');
      // A no-show is stored as cancelled with its report; the owner lists the two apart (decision 0365).
      if (query.status === 'no_show') qb.andWhere("b.status = 'cancelled' AND b.noShow IS NOT NULL");
      else if (query.status === 'cancelled') qb.andWhere("b.status = 'cancelled' AND b.noShow IS NULL");
      else if (query.status) qb.andWhere('b.status = :status', { status: query.status });
      if (query.attention) whereAttention(qb, query.attention);
      if (query.q) this.search(qb, query.q);
      return qb;
    };
    const page = await paginate(
      filtered().leftJoinAndSelect('b.customer', 'customer').leftJoinAndSelect('b.package', 'package').leftJoinAndSelect('b.car', 'car').leftJoinAndSelect('b.dad', 'dad'),
      query,
      { sort: { expr: 'b.createdAt', dir: 'DESC', valueOf: (b) => b.createdAt }, id: { expr: 'b.id', valueOf: (b) => b.id } },
      { fetch: (qb) => qb.getMany(), count: () => filtered().getCount() },
    );
    return mapPageAsync(page, (rows) => toBookingSummaries(this.dataSource.manager, rows));
  }

  /**
   * A booking id, its 8-character reference (eight hex digits: no one's name), or a customer's name
   * or email (one subquery on users). Kept apart: an OR across them defeats the indexes.
   */
  private search(qb: SelectQueryBuilder<BookingEntity>, text: string): void {
    // The number as the cards show it, "#7F4411ED", finds it too (issue 37 item 15).
    const q = /^#[0-9a-f]{8}$/i.test(text) ? text.slice(1) : text;
    if (UUID.test(q)) qb.andWhere('b.id = :id', { id: q.toLowerCase() });
    else if (REFERENCE.test(q)) qb.andWhere('b.reference = :reference', { reference: bookingReference(q) });
    else {
      const people = this.users.idsMatching(q);
      qb.andWhere(`b.customerId IN (${people.getQuery()})`, people.getParameters());
    }
  }
}
