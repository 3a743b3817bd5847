import type { DataSource, ObjectLiteral } from 'typeorm';
import type { BookingAttention } from '@dd/contracts/admin-bookings';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { whereAttention } from './admin/booking-attention';
import { BookingEntity } from './booking.entity';
import { toBookingSummaries } from './booking.mapper';

/**
 * What the admin dashboard counts of bookings, asked of bookings (it owns the table), as plain
 * functions of the data source like reviews' review-figures.ts: each one aggregate query on indexed
 * columns, whatever the number of rows.
 */

/** A figure over the current period and the one before it. */
export type Sums = { current: string | number | null; previous: string | number | null };

/** The dashboard's periods: [start, now) is the current one, [before, start) the one before; dayEnd ends today's business day. */
export type Periods = { now: Date; start: Date; before: Date; dayEnd: Date };

/**
 * Money kept on a booking, in cents: captured less refunded (a refunded booking keeps what was not
 * given back). A row marked captured without the amount (written directly: imports, demo data) took its total.
 */
const KEPT_CENTS = "(CASE WHEN b.paymentCapturedCents IS NULL AND b.paymentStatus = 'captured' THEN ROUND(b.totalAmount * 100) ELSE COALESCE(b.paymentCapturedCents, 0) END - b.paymentRefundedCents)";
const CAPTURED = "b.paymentStatus IN ('captured', 'refunded')";

const isSqlite = (dataSource: DataSource) => dataSource.options.type === 'better-sqlite3' || dataSource.options.type === 'sqlite';
const inPeriods = (column: string, end = ':now') => `b.${column} >= :before AND b.${column} < ${end}`;
/** `value` in the current period, and in the one before, split on `column`. */
const split = (column: string, value: string) => [`CASE WHEN b.${column} >= :start THEN ${value} END`, `CASE WHEN b.${column} < :start THEN ${value} END`] as const;
const bookings = (dataSource: DataSource, parameters: ObjectLiteral) => dataSource.getRepository(BookingEntity).createQueryBuilder('b').setParameters(parameters);

/** Money kept on the jobs of each period (money captured ahead of a job later today counts today), and what was refunded of the current one's. */
export function revenueSums(dataSource: DataSource, periods: Periods): Promise<(Sums & { refunded: string | number | null }) | undefined> {
  return bookings(dataSource, periods)
    .select(`SUM(${split('scheduledDate', KEPT_CENTS)[0]})`, 'current')
    .addSelect(`SUM(${split('scheduledDate', KEPT_CENTS)[1]})`, 'previous')
    .addSelect(`SUM(${split('scheduledDate', 'b.paymentRefundedCents')[0]})`, 'refunded')
    .where(CAPTURED)
    .andWhere(inPeriods('scheduledDate', ':dayEnd'))
    .getRawOne<Sums & { refunded: string | number | null }>();
}

/** Bookings made in each period. */
export function bookingsMadeSums(dataSource: DataSource, periods: Periods): Promise<Sums | undefined> {
  return bookings(dataSource, periods)
    .select(`COUNT(${split('createdAt', '1')[0]})`, 'current')
    .addSelect(`COUNT(${split('createdAt', '1')[1]})`, 'previous')
    .where(inPeriods('createdAt'))
    .getRawOne<Sums>();
}

/** Customers with a job not cancelled in each period. */
export function activeCustomerSums(dataSource: DataSource, periods: Periods): Promise<Sums | undefined> {
  return bookings(dataSource, periods)
    .select(`COUNT(DISTINCT ${split('scheduledDate', 'b.customerId')[0]})`, 'current')
    .addSelect(`COUNT(DISTINCT ${split('scheduledDate', 'b.customerId')[1]})`, 'previous')
    .where(inPeriods('scheduledDate'))
    .andWhere("b.status <> 'cancelled'")
    .getRawOne<Sums>();
}

/**
 * A condition on a caller's query whose `column` holds booking ids: the booking is scheduled in
 * [from, to) (the tips of the period's jobs). A subquery, so the caller's figure stays one query.
 */
export function scheduledIn(dataSource: DataSource, column: string, [from, to]: [Date, Date]): [string, { scheduledFrom: Date; scheduledTo: Date }] {
  const ids = dataSource.getRepository(BookingEntity).createQueryBuilder('b').select('b.id').where('b.scheduledDate >= :scheduledFrom AND b.scheduledDate < :scheduledTo');
  return [`${column} IN (${ids.getQuery()})`, { scheduledFrom: from, scheduledTo: to }];
}

/**
 * Of the jobs scheduled in [start, now): how many were completed or cancelled, how many completed
 * ones had a card to charge (a charge is at least 50 cents: a job paid in full by credits has
 * nothing to capture), and how many of those were charged.
 */
export function jobOutcomes(dataSource: DataSource, period: { start: Date; now: Date }): Promise<Record<'completed' | 'cancelled' | 'chargeable' | 'captured', string | number> | undefined> {
  return bookings(dataSource, period)
    .select("COUNT(CASE WHEN b.status = 'completed' THEN 1 END)", 'completed')
    .addSelect("COUNT(CASE WHEN b.status = 'cancelled' THEN 1 END)", 'cancelled')
    .addSelect("COUNT(CASE WHEN b.status = 'completed' AND b.totalAmount >= 0.5 THEN 1 END)", 'chargeable')
    .addSelect("COUNT(CASE WHEN b.status = 'completed' AND b.totalAmount >= 0.5 AND b.paymentStatus IN ('captured', 'refunded') THEN 1 END)", 'captured')
    .where('b.scheduledDate >= :start AND b.scheduledDate < :now')
    .getRawOne<Record<'completed' | 'cancelled' | 'chargeable' | 'captured', string | number>>();
}

/** How many bookings an alert of "Needs your attention" names (the same condition as Booking Management's filter). */
export function attentionCount(dataSource: DataSource, attention: BookingAttention): Promise<number> {
  return whereAttention(dataSource.getRepository(BookingEntity).createQueryBuilder('b'), attention).getCount();
}

/**
 * Money kept on the jobs starting in [from, to), per business day (America/Los_Angeles), only the days
 * that have some. Grouped in SQL on the start shifted by 8 hours: jobs run 06:00-20:00 local, so the
 * shift gives the local date in both standard and daylight time.
 */
export async function keptPerDay(dataSource: DataSource, [from, to]: [Date, Date]): Promise<Array<{ day: string; cents: number }>> {
  const day = isSqlite(dataSource) ? "date(b.scheduledDate, '-8 hours')" : 'DATE(DATE_SUB(b.scheduledDate, INTERVAL 8 HOUR))';
  const rows = await dataSource
    .getRepository(BookingEntity)
    .createQueryBuilder('b')
    .select(day, 'day')
    .addSelect(`SUM(${KEPT_CENTS})`, 'amount')
    .where(CAPTURED)
    .andWhere('b.scheduledDate >= :from AND b.scheduledDate < :to', { from, to })
    .groupBy(day)
    .getRawMany<{ day: string | Date; amount: string | number }>();
  return rows.map((r) => ({ day: r.day instanceof Date ? r.day.toISOString().slice(0, 10) : String(r.day).slice(0, 10), cents: Number(r.amount) }));
}

/** The `count` latest bookings made, with customer, package, car and DAD (two queries, whatever the count). */
export async function latestBookings(dataSource: DataSource, count: number): Promise<BookingSummaryDto[]> {
  const rows = await dataSource.getRepository(BookingEntity).find({
    relations: { customer: true, package: true, car: true, dad: true },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: count,
  });
  return toBookingSummaries(dataSource.manager, rows);
}
