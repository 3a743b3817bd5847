import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CHURN_DAYS, PLAN_WEEKS_AHEAD, type AdminPlanSummaryDto, type PlanChurnDto, type PlanDadWeeksDto, type PlanRecoveredDto, type PlanWeekDto } from '@dd/contracts/plan-summary';
import { fromCents, toCents } from '@dd/domain/pricing';
import { dayOfWeek } from '@dd/domain/availability';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { BookingReads } from '../bookings/booking-reads';
import { UsersService } from '../identity/users/users.service';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import { PlansService } from './plans.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday of a calendar date's ISO week. */
export const mondayOf = (date: string): string => addDays(date, -((dayOfWeek(date) + 6) % 7));

/** A calendar date's ISO week ("2026-W53"): the week's Thursday decides its year. */
export function isoWeekOf(date: string): string {
  const thursday = addDays(mondayOf(date), 3);
  const year = thursday.slice(0, 4);
  const dayOfYear = Math.round((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / DAY_MS);
  return `${year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

/** This ISO week and the ones after it, `count` in all. */
export const weeksFrom = (today: string, count = PLAN_WEEKS_AHEAD): PlanWeekDto[] =>
  Array.from({ length: count }, (_, i) => addDays(mondayOf(today), 7 * i)).map((startsOn) => ({ isoWeek: isoWeekOf(startsOn), startsOn }));

/** cancelled / atStart as a percent with one decimal, half up ("12.5"); null when no one was a member at the start. */
export const churnPercent = (cancelled: number, atStart: number): string | null => (atStart ? (Math.round((cancelled * 1000) / atStart) / 10).toFixed(1) : null);

/** The SQL of a `YYYY-MM-DD` column's week: 0 for the first of `weeks`, 1 for the next... (date text compares in order on both databases). */
const weekIndexSql = (column: string, weeks: PlanWeekDto[]) => `CASE ${weeks.slice(1).map((_, i) => `WHEN ${column} < :week${i + 1} THEN ${i}`).join(' ')} ELSE ${weeks.length - 1} END`;

const count = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * The owner's plan figures (GET /api/admin/plans/summary), each an aggregate query on plans' own
 * tables in SQL that SQLite and MariaDB both run; the DAD of each placed visit is bookings' to say,
 * counted per DAD by bookings in one query per week.
 */
@Injectable()
export class PlanFigures {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plans: PlansService,
    private readonly bookings: BookingReads,
    private readonly users: UsersService,
  ) {}

  async summary(now = new Date()): Promise<AdminPlanSummaryDto> {
    const today = calendarDate(now);
    const weeks = weeksFrom(today);
    // One after the other: a request holds one pooled connection at a time.
    const statuses = await this.statusCounts();
    const failedPayments = await this.failedPayments();
    const churn = await this.churn(now);
    const recovered = await this.recovered(now);
    const visitsPerDadWeek = await this.visitsPerDadWeek(today, weeks);
    const plans = await this.plans.listAll();
    return {
      activeMembers: statuses.active,
      pausedMembers: statuses.paused,
      failedPayments,
      monthlyRecurringRevenue: fromCents(plans.reduce((sum, plan) => sum + toCents(plan.monthlyRecurringRevenue), 0)),
      churn,
      recovered,
      weeks,
      visitsPerDadWeek,
    };
  }

  private async statusCounts(): Promise<{ active: number; paused: number }> {
    const row = await this.dataSource
      .getRepository(PlanMembershipEntity)
      .createQueryBuilder('m')
      .select("COUNT(CASE WHEN m.status = 'active' THEN 1 END)", 'active')
      .addSelect("COUNT(CASE WHEN m.status = 'paused' THEN 1 END)", 'paused')
      .getRawOne<{ active: string | number; paused: string | number }>();
    return { active: count(row?.active), paused: count(row?.paused) };
  }

  /** Memberships whose latest visit (by date) is `payment_failed`, as the Maintenance Plans page counted them. */
  private async failedPayments(): Promise<number> {
    const latest = this.dataSource.getRepository(PlanVisitEntity).createQueryBuilder('later').select('MAX(later.visitDate)').where('later.membershipId = v.membershipId');
    const row = await this.dataSource
      .getRepository(PlanVisitEntity)
      .createQueryBuilder('v')
      .select('COUNT(DISTINCT v.membershipId)', 'failed')
      .where("v.status = 'payment_failed'")
      .andWhere(`v.visitDate = (${latest.getQuery()})`)
      .getRawOne<{ failed: string | number }>();
    return count(row?.failed);
  }

  /**
   * Churn over the last 30 days (decision 0470): of the memberships live when the window began
   * (joined by then, not cancelled by then), the share that cancelled within it. Joining is the
   * moment the terms were agreed; a paused member is a member.
   */
  async churn(now: Date): Promise<PlanChurnDto> {
    const start = new Date(now.getTime() - CHURN_DAYS * DAY_MS);
    const row = await this.dataSource
      .getRepository(PlanMembershipEntity)
      .createQueryBuilder('m')
      .select('COUNT(m.id)', 'atStart')
      .addSelect('COUNT(CASE WHEN m.cancelledAt <= :now THEN 1 END)', 'cancelled')
      .where('m.termsAgreedAt <= :start')
      .andWhere('(m.cancelledAt IS NULL OR m.cancelledAt > :start)')
      .setParameters({ start, now })
      .getRawOne<{ atStart: string | number; cancelled: string | number }>();
    const membersAtStart = count(row?.atStart);
    const cancelled = count(row?.cancelled);
    return { periodDays: CHURN_DAYS, membersAtStart, cancelled, percent: churnPercent(cancelled, membersAtStart) };
  }

  /**
   * Failed payments recovered over the last 30 days (decision 0471): the visits whose retry (or the
   * customer's card update) held the card after a decline, and what was held, summed in cents.
   */
  async recovered(now: Date): Promise<PlanRecoveredDto> {
    const row = await this.dataSource
      .getRepository(PlanVisitEntity)
      .createQueryBuilder('v')
      .select('COUNT(v.id)', 'payments')
      .addSelect('COALESCE(SUM(ROUND(v.recoveredAmount * 100)), 0)', 'cents')
      .where('v.paymentRecoveredAt > :start AND v.paymentRecoveredAt <= :now', { start: new Date(now.getTime() - CHURN_DAYS * DAY_MS), now })
      .getRawOne<{ payments: string | number; cents: string | number }>();
    return { periodDays: CHURN_DAYS, payments: count(row?.payments), amount: fromCents(count(row?.cents)) };
  }

  /**
   * The placed plan visits from today to the end of the last of `weeks`, per DAD and week: plans
   * group their visits by week in SQL, bookings count each week's bookings per DAD in SQL.
   */
  async visitsPerDadWeek(today: string, weeks: PlanWeekDto[]): Promise<PlanDadWeeksDto[]> {
    const end = addDays(weeks[weeks.length - 1].startsOn, 7);
    const parameters = Object.fromEntries(weeks.map((w, i) => [`week${i}`, w.startsOn]));
    const rows = await this.dataSource
      .getRepository(PlanVisitEntity)
      .createQueryBuilder('v')
      .select(weekIndexSql('v.visitDate', weeks), 'week')
      .addSelect('v.bookingId', 'bookingId')
      .where("v.status = 'placed' AND v.bookingId IS NOT NULL")
      .andWhere('v.visitDate >= :today AND v.visitDate < :end', { today, end })
      .setParameters(parameters)
      .getRawMany<{ week: string | number; bookingId: string }>();

    const perDad = new Map<string | null, number[]>();
    for (const [index] of weeks.entries()) {
      const ids = rows.filter((row) => count(row.week) === index).map((row) => row.bookingId);
      for (const { dadId, count: visits } of await this.bookings.countPerDad(ids)) {
        if (!perDad.has(dadId)) perDad.set(dadId, weeks.map(() => 0));
        perDad.get(dadId)![index] = visits;
      }
    }
    const names = await this.users.namesOf([...perDad.keys()].filter((id): id is string => id !== null));
    return [...perDad.entries()]
      .map(([dadId, visits]) => ({ dadId, name: dadId === null ? 'No DAD yet' : (names.get(dadId) ?? 'Former DAD'), visits }))
      .sort((a, b) => Number(a.dadId === null) - Number(b.dadId === null) || a.name.localeCompare(b.name));
  }
}
