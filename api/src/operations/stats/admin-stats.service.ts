import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_AVERAGE_RATING, STATS_PERIOD_DAYS, type AdminAlertsDto, type AdminPerformanceDto, type AdminStatsDto, type RevenuePointDto } from '@dd/contracts/admin-stats';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { addDays, ARRIVAL_WINDOWS, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { activeCustomerSums, attentionCount, bookingsMadeSums, jobOutcomes, keptPerDay, latestBookings, revenueSums, scheduledIn } from '../../bookings/booking-figures';
import { toMoneyString } from '../../platform/database/decimal.transformer';
import { arrivalCounts } from '../../job-sessions/job-session-reads';
import { countOpenDisputes } from '../../payments/disputes/disputes.service';
import { tipSums } from '../../payments/tips/tip-figures';
import { approvedRatingsBetween, reviewTiles } from '../../reviews/review-figures';

const DAY_MS = 86_400_000;
const RECENT_BOOKINGS = 10;
/** The arrival windows' length (the spec's are all four hours): a DAD who starts before its end arrived on time. */
const hours = (time: string) => Number(time.slice(0, 2));
const WINDOW_MINUTES = Math.max(...ARRIVAL_WINDOWS.map((w) => (hours(w.endTime) - hours(w.startTime)) * 60));

/** Percent change, one decimal; null when there is nothing to compare with. */
export function growth(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * The dashboard's figures, each a fixed handful of aggregate queries on indexed columns (the counts
 * do not grow with the number of rows read per request), asked of the features that own the tables
 * (bookings' booking-figures.ts, payments' tip-figures.ts, reviews, job sessions). Periods: see AdminStatsDto.
 */
@Injectable()
export class AdminStatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async stats(now = new Date()): Promise<AdminStatsDto> {
    const start = new Date(now.getTime() - STATS_PERIOD_DAYS * DAY_MS);
    const before = new Date(start.getTime() - STATS_PERIOD_DAYS * DAY_MS);
    // Money captured ahead of a job later today counts today: revenue looks to the end of the business day.
    const dayEnd = zonedInstant(addDays(calendarDate(now), 1), '00:00');
    const periods = { now, start, before, dayEnd };

    const [revenue, tips, made, customers, reviews, alerts] = await Promise.all([
      revenueSums(this.dataSource, periods),
      // Tips of the period's jobs (the DADs' money, not revenue) and what was refunded of them.
      tipSums(this.dataSource, scheduledIn(this.dataSource, 't.bookingId', [start, dayEnd])),
      bookingsMadeSums(this.dataSource, periods),
      activeCustomerSums(this.dataSource, periods),
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
      jobOutcomes(this.dataSource, period),
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
    const [awaitingConfirmation, uncaptured, paymentIssues, unassigned, openDisputes] = await Promise.all([
      attentionCount(this.dataSource, 'awaiting_confirmation'),
      attentionCount(this.dataSource, 'uncaptured'),
      attentionCount(this.dataSource, 'payment_issues'),
      attentionCount(this.dataSource, 'unassigned'),
      countOpenDisputes(this.dataSource),
    ]);
    return { awaitingConfirmation, uncaptured, paymentIssues, unassigned, openDisputes };
  }

  /** Captured money per business day (America/Los_Angeles) of the last `days` days, every day listed. */
  async revenue(days: number, now = new Date()): Promise<RevenuePointDto[]> {
    const today = calendarDate(now);
    const first = addDays(today, -(days - 1));
    // 08:00 UTC is a business day's start shifted by 8 hours (keptPerDay).
    const rows = await keptPerDay(this.dataSource, [new Date(`${first}T08:00:00Z`), new Date(`${addDays(today, 1)}T08:00:00Z`)]);
    const byDay = new Map(rows.map((r) => [r.day, toMoneyString(r.cents / 100)]));
    return Array.from({ length: days }, (_, i) => {
      const date = addDays(first, i);
      return { date, amount: byDay.get(date) ?? '0.00' };
    });
  }

  /** The latest bookings made, with customer, package, car and DAD (two queries, whatever the page). */
  recent(): Promise<BookingSummaryDto[]> {
    return latestBookings(this.dataSource, RECENT_BOOKINGS);
  }
}
