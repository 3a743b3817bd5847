import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BookingAttention } from '@dd/contracts/admin-bookings';
import { DEFAULT_AVERAGE_RATING, STATS_PERIOD_DAYS, type AdminAlertsDto, type AdminPerformanceDto, type AdminStatsDto, type RevenuePointDto } from '@dd/contracts/admin-stats';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { addDays, ARRIVAL_WINDOWS, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingEntity } from '../../bookings/booking.entity';
import { toBookingSummaries } from '../../bookings/booking.mapper';
import { toMoneyString } from '../../platform/database/decimal.transformer';
import { arrivalCounts } from '../../job-sessions/job-session-reads';
import { countOpenDisputes } from '../../payments/disputes/disputes.service';
import { BookingTipEntity } from '../../payments/tips/booking-tip.entity';
import { approvedRatingsBetween, reviewTiles } from '../../reviews/review-figures';
import { whereAttention } from '../../bookings/admin/booking-attention';

const DAY_MS = 86_400_000;
const RECENT_BOOKINGS = 10;
/** The arrival windows' length (the spec's are all four hours): a DAD who starts before its end arrived on time. */
const hours = (time: string) => Number(time.slice(0, 2));
const WINDOW_MINUTES = Math.max(...ARRIVAL_WINDOWS.map((w) => (hours(w.endTime) - hours(w.startTime)) * 60));

type Sums = { current: string | number | null; previous: string | number | null };

/**
 * Money kept on a booking, in cents: captured less refunded (a refunded booking keeps what was not
 * given back). A row marked captured without the amount (written directly: imports, demo data) took its total.
 */
const KEPT_CENTS = "(CASE WHEN b.paymentCapturedCents IS NULL AND b.paymentStatus = 'captured' THEN ROUND(b.totalAmount * 100) ELSE COALESCE(b.paymentCapturedCents, 0) END - b.paymentRefundedCents)";
const CAPTURED = "b.paymentStatus IN ('captured', 'refunded')";

/** Percent change, one decimal; null when there is nothing to compare with. */
export function growth(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * The dashboard's figures, each a fixed handful of aggregate queries on indexed columns (the counts
 * do not grow with the number of rows read per request). Periods: see AdminStatsDto.
 */
@Injectable()
export class AdminStatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async stats(now = new Date()): Promise<AdminStatsDto> {
    const start = new Date(now.getTime() - STATS_PERIOD_DAYS * DAY_MS);
    const before = new Date(start.getTime() - STATS_PERIOD_DAYS * DAY_MS);
    // Money captured ahead of a job later today counts today: revenue looks to the end of the business day.
    const dayEnd = zonedInstant(addDays(calendarDate(now), 1), '00:00');
    const period = { now, start, before, dayEnd };
    const bookings = () => this.dataSource.getRepository(BookingEntity).createQueryBuilder('b').setParameters(period);
    const inPeriods = (column: string, end = ':now') => `b.${column} >= :before AND b.${column} < ${end}`;
    const split = (column: string, value: string) =>
      [`CASE WHEN b.${column} >= :start THEN ${value} END`, `CASE WHEN b.${column} < :start THEN ${value} END`] as const;

    const [revenue, tips, made, customers, reviews, alerts] = await Promise.all([
      bookings()
        .select(`SUM(${split('scheduledDate', KEPT_CENTS)[0]})`, 'current')
        .addSelect(`SUM(${split('scheduledDate', KEPT_CENTS)[1]})`, 'previous')
        .addSelect(`SUM(${split('scheduledDate', 'b.paymentRefundedCents')[0]})`, 'refunded')
        .where(CAPTURED)
        .andWhere(inPeriods('scheduledDate', ':dayEnd'))
        .getRawOne<Sums & { refunded: string | number | null }>(),
      // Tips of the period's jobs (the DADs' money, not revenue) and what was refunded of them.
      bookings()
        .innerJoin(BookingTipEntity, 't', "t.bookingId = b.id AND t.status = 'succeeded'")
        .select('SUM(t.amountCents - t.refundedCents)', 'kept')
        .addSelect('SUM(t.refundedCents)', 'refunded')
        .where('b.scheduledDate >= :start AND b.scheduledDate < :dayEnd')
        .getRawOne<{ kept: string | number | null; refunded: string | number | null }>(),
      bookings()
        .select(`COUNT(${split('createdAt', '1')[0]})`, 'current')
        .addSelect(`COUNT(${split('createdAt', '1')[1]})`, 'previous')
        .where(inPeriods('createdAt'))
        .getRawOne<Sums>(),
      bookings()
        .select(`COUNT(DISTINCT ${split('scheduledDate', 'b.customerId')[0]})`, 'current')
        .addSelect(`COUNT(DISTINCT ${split('scheduledDate', 'b.customerId')[1]})`, 'previous')
        .where(inPeriods('scheduledDate'))
        .andWhere("b.status <> 'cancelled'")
        .getRawOne<Sums>(),
      reviewTiles(this.dataSource),
      this.alerts(),
    ]);
    const revenueNow = Number(revenue?.current ?? 0) / 100;
    const average = reviews?.average == null ? DEFAULT_AVERAGE_RATING : Math.round(Number(reviews.average) * 10) / 10;
    return {
      totalRevenue: toMoneyString(revenueNow),
      revenueGrowth: growth(revenueNow, Number(revenue?.previous ?? 0) / 100),
      refundedAmount: toMoneyString(Number(revenue?.refunded ?? 0) / 100),
      tipsAmount: toMoneyString(Number(tips?.kept ?? 0) / 100),
      tipsRefundedAmount: toMoneyString(Number(tips?.refunded ?? 0) / 100),
      totalBookings: Number(made?.current ?? 0),
      bookingsGrowth: growth(Number(made?.current ?? 0), Number(made?.previous ?? 0)),
      activeCustomers: Number(customers?.current ?? 0),
      customerGrowth: growth(Number(customers?.current ?? 0), Number(customers?.previous ?? 0)),
      averageRating: average,
      pendingReviews: Number(reviews?.pending ?? 0),
      periodDays: STATS_PERIOD_DAYS,
      alerts: { ...alerts, pendingReviews: Number(reviews?.pending ?? 0) },
    };
  }

  /**
   * The performance bars, over jobs scheduled in the last STATS_PERIOD_DAYS days up to now: jobs done
   * rather than cancelled, DADs arriving inside the window, completed jobs whose card was charged, and
   * the approved reviews' rating. Three aggregate queries.
   */
  async performance(now = new Date()): Promise<AdminPerformanceDto> {
    const period = { start: new Date(now.getTime() - STATS_PERIOD_DAYS * DAY_MS), now };
    const sqlite = this.dataSource.options.type === 'better-sqlite3' || this.dataSource.options.type === 'sqlite';
    const windowEnd = sqlite ? `strftime('%Y-%m-%d %H:%M:%f', b.scheduledDate, '+${WINDOW_MINUTES} minutes')` : `DATE_ADD(b.scheduledDate, INTERVAL ${WINDOW_MINUTES} MINUTE)`;
    const [jobs, arrivals, reviews] = await Promise.all([
      this.dataSource
        .getRepository(BookingEntity)
        .createQueryBuilder('b')
        .select("COUNT(CASE WHEN b.status = 'completed' THEN 1 END)", 'completed')
        .addSelect("COUNT(CASE WHEN b.status = 'cancelled' THEN 1 END)", 'cancelled')
        // A card charge is at least 50 cents: a job paid in full by credits has nothing to capture.
        .addSelect("COUNT(CASE WHEN b.status = 'completed' AND b.totalAmount >= 0.5 THEN 1 END)", 'chargeable')
        .addSelect("COUNT(CASE WHEN b.status = 'completed' AND b.totalAmount >= 0.5 AND b.paymentStatus IN ('captured', 'refunded') THEN 1 END)", 'captured')
        .where('b.scheduledDate >= :start AND b.scheduledDate < :now', period)
        .getRawOne<Record<'completed' | 'cancelled' | 'chargeable' | 'captured', string | number>>(),
      arrivalCounts(this.dataSource, windowEnd, period),
      approvedRatingsBetween(this.dataSource, period),
    ]);
    const n = (value: string | number | null | undefined) => Number(value ?? 0);
    const share = (part: number, whole: number) => (whole ? part / whole : null);
    const jobsWord = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;
    const [completed, cancelled, chargeable, captured] = [n(jobs?.completed), n(jobs?.cancelled), n(jobs?.chargeable), n(jobs?.captured)];
    const [arrived, onTime, rated] = [n(arrivals?.arrived), n(arrivals?.onTime), n(reviews?.count)];
    const average = reviews?.average == null ? null : Number(reviews.average);
    return {
      periodDays: STATS_PERIOD_DAYS,
      measures: [
        { key: 'completed', label: 'Jobs completed', share: share(completed, completed + cancelled), detail: `${completed} of ${jobsWord(completed + cancelled)} (the rest cancelled)` },
        { key: 'on_time', label: 'Arrived within the window', share: share(onTime, arrived), detail: `${onTime} of ${arrived} ${arrived === 1 ? 'arrival' : 'arrivals'}` },
        { key: 'captured', label: 'Completed jobs charged', share: share(captured, chargeable), detail: `${captured} of ${jobsWord(chargeable)} with a card to charge` },
        {
          key: 'rating',
          label: 'Customer rating',
          share: average === null ? null : average / 5,
          detail: average === null ? 'No approved reviews yet' : `${average.toFixed(1)} of 5 from ${rated} ${rated === 1 ? 'review' : 'reviews'}`,
        },
      ],
    };
  }

  /** What needs an admin now (the banner): each an indexed count. */
  private async alerts(): Promise<Omit<AdminAlertsDto, 'pendingReviews'>> {
    const count = (attention: BookingAttention) => whereAttention(this.dataSource.getRepository(BookingEntity).createQueryBuilder('b'), attention).getCount();
    const [awaitingConfirmation, uncaptured, paymentIssues, unassigned, openDisputes] = await Promise.all([
      count('awaiting_confirmation'),
      count('uncaptured'),
      count('payment_issues'),
      count('unassigned'),
      countOpenDisputes(this.dataSource),
    ]);
    return { awaitingConfirmation, uncaptured, paymentIssues, unassigned, openDisputes };
  }

  /**
   * Captured money per business day (America/Los_Angeles) of the last `days` days, every day listed.
   * Grouped in SQL on the start shifted by 8 hours: jobs run 06:00-20:00 local, so the shift gives
   * the local date in both standard and daylight time.
   */
  async revenue(days: number, now = new Date()): Promise<RevenuePointDto[]> {
    const today = calendarDate(now);
    const first = addDays(today, -(days - 1));
    const sqlite = this.dataSource.options.type === 'better-sqlite3' || this.dataSource.options.type === 'sqlite';
    const day = sqlite ? "date(b.scheduledDate, '-8 hours')" : 'DATE(DATE_SUB(b.scheduledDate, INTERVAL 8 HOUR))';
    const rows = await this.dataSource
      .getRepository(BookingEntity)
      .createQueryBuilder('b')
      .select(day, 'day')
      .addSelect(`SUM(${KEPT_CENTS})`, 'amount')
      .where(CAPTURED)
      .andWhere('b.scheduledDate >= :from AND b.scheduledDate < :to', { from: new Date(`${first}T08:00:00Z`), to: new Date(`${addDays(today, 1)}T08:00:00Z`) })
      .groupBy(day)
      .getRawMany<{ day: string | Date; amount: string | number }>();
    const byDay = new Map(rows.map((r) => [r.day instanceof Date ? r.day.toISOString().slice(0, 10) : String(r.day).slice(0, 10), toMoneyString(Number(r.amount) / 100)]));
    return Array.from({ length: days }, (_, i) => {
      const date = addDays(first, i);
      return { date, amount: byDay.get(date) ?? '0.00' };
    });
  }

  /** The latest bookings made, with customer, package, car and DAD (two queries, whatever the page). */
  async recent(): Promise<BookingSummaryDto[]> {
    const rows = await this.dataSource.getRepository(BookingEntity).find({
      relations: { customer: true, package: true, car: true, dad: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: RECENT_BOOKINGS,
    });
    return toBookingSummaries(this.dataSource.manager, rows);
  }
}
