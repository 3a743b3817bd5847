import type { DataSource, ObjectLiteral } from 'typeorm';
import { BookingTipEntity } from './booking-tip.entity';

/**
 * The tips the admin dashboard counts, asked of payments (it owns the table): of the tips charged
 * on the bookings `jobs` names (a condition on `t.bookingId` the owner of bookings writes, e.g.
 * bookings' scheduledIn), what was kept and what was refunded, in cents. One aggregate query.
 */
export function tipSums(dataSource: DataSource, [jobs, parameters]: [string, ObjectLiteral]): Promise<{ kept: string | number | null; refunded: string | number | null } | undefined> {
  return dataSource
    .getRepository(BookingTipEntity)
    .createQueryBuilder('t')
    .select('SUM(t.amountCents - t.refundedCents)', 'kept')
    .addSelect('SUM(t.refundedCents)', 'refunded')
    .where("t.status = 'succeeded'")
    .andWhere(jobs, parameters)
    .getRawOne<{ kept: string | number | null; refunded: string | number | null }>();
}
