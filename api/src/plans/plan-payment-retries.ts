import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, Not, type DataSource, type EntityManager, type FindOperator } from 'typeorm';
import { calendarDate } from '@dd/domain/time-windows';
import { BookingReads } from '../bookings/booking-reads';
import { BookingRepository } from '../bookings/booking.repository';
import { ApiException } from '../common/api-exception';
import { UsersService } from '../identity/users/users.service';
import { PaymentsService } from '../payments/payments.service';
import { Events, type EventMap } from '../platform/events/events';
import { JobRunner } from '../platform/jobs/job-runner';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import { paymentRetryAt, placeKeptUntil, resumedNextVisit, visitStarts } from './plan-rules';

export const PLAN_PAYMENT_RETRIES_JOB = 'plan-payment-retries';
/** The sweep runs every quarter hour; a retry is due at most that late. */
const EVERY_MS = 15 * 60 * 1000;
const BATCH = 100;
/** A claimed retry that never finished (the instance stopped) is due again after this. */
const LEASE_MS = 10 * 60 * 1000;
/** A retry the gateway could not make (an outage, not a decline) is tried again after this, not counted. */
const UNREACHABLE_RETRY_MS = 60 * 60 * 1000;

export interface RetryReport {
  recovered: string[];
  failed: string[];
  stopped: string[];
}

type Outcome = 'recovered' | 'failed' | 'stopped' | 'skipped';
type TriedBy = EventMap['plan.payment-failed']['triedBy'];

/**
 * Failed plan-visit payments, retried on a schedule (decision 0460): 1, 3 and 5 days after the
 * first decline, off-session on the membership's saved card through payments (the same hold as at
 * placing). The visit's booking keeps its place meanwhile; after the last retry fails the membership
 * is stopped for payment (no visits are placed) until the customer updates the card through the
 * emailed link (PlanCardUpdates), which charges what is still owed at once and resumes the plan.
 *
 * It runs as one job across instances (the lease, or BullMQ with REDIS_URL) and is idempotent on its
 * own too: each retry is claimed by a conditional UPDATE of the visit's retry count, so of two runs
 * at once one charges; and the charge's idempotency key names the retry.
 */
@Injectable()
export class PlanPaymentRetries implements OnModuleInit {
  private readonly logger = new Logger(PlanPaymentRetries.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runner: JobRunner,
    private readonly payments: PaymentsService,
    private readonly users: UsersService,
    private readonly bookings: BookingReads,
    private readonly events: Events,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: PLAN_PAYMENT_RETRIES_JOB, everyMs: EVERY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  /**
   * A visit's card hold was declined when it was placed or came due (PlanVisitPlacement): the first retry is
   * scheduled and the booking keeps its place until a day after the last; announced in the
   * transaction that marks the visit (the email with the link to update the card goes with it).
   */
  async firstFailure(visit: PlanVisitEntity, m: PlanMembershipEntity, bookingId: string, note: string, now: Date): Promise<void> {
    const plan = await this.dataSource.manager.findOneByOrFail(MaintenancePlanEntity, { id: m.planId });
    const starts = visitStarts(visit.visitDate, m.window);
    const retryAt = paymentRetryAt(now, 0, starts);
    const [customer, booking] = await Promise.all([this.users.findActiveById(m.customerId), this.bookings.row(bookingId)]);
    await this.dataSource.manager.transaction(async (manager) => {
      // A booking cancelled meanwhile (its listener marked the visit) keeps that status.
      const { affected } = await manager.update(
        PlanVisitEntity,
        { id: visit.id, status: In(['placing', 'placed']) },
        { status: 'payment_failed', bookingId, note, paymentFailedAt: now, paymentRetries: 0, nextPaymentRetryAt: retryAt, holdDueAt: null },
      );
      if (affected !== 1) return;
      await BookingRepository.keepUnpaidPlaceUntil(manager, bookingId, placeKeptUntil(now, starts));
      if (!retryAt) await stop(manager, m.id, now);
      await this.events.emit('plan.payment-failed', {
        manager,
        ...about(m, visit.visitDate),
        bookingId,
        note,
        customer,
        planName: plan.name,
        amount: booking?.totalAmount ?? '0.00',
        retries: 0,
        triedBy: 'schedule',
        retryAt,
      });
    });
  }

  /** The retries due by `now`, each claimed and charged once. */
  async run(now: Date): Promise<RetryReport> {
    const report: RetryReport = { recovered: [], failed: [], stopped: [] };
    const due = await this.dataSource.manager.find(PlanVisitEntity, {
      where: { status: 'payment_failed', nextPaymentRetryAt: LessThanOrEqual(now) },
      order: { nextPaymentRetryAt: 'ASC' },
      take: BATCH,
    });
    for (const visit of due) {
      try {
        const outcome = await this.retry(visit, now, { nextPaymentRetryAt: LessThanOrEqual(now) }, 'schedule');
        if (outcome !== 'skipped') report[outcome].push(visit.id);
      } catch (error) {
        // One visit's trouble never stops the others.
        this.logger.error(`Plan visit ${visit.id}: the payment retry failed (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    return report;
  }

  /**
   * Charges at once each visit the membership still owes, each as a retry (after the customer's card
   * update, or the admin's Retry now); a decline (or any failure) is thrown once all were tried, as
   * well as recorded. When nothing is owed any more, a plan stopped for payment resumes. `owed`: the
   * visits as the caller just read them (`owed()`), not read again.
   */
  async chargeOwed(membershipId: string, now: Date, by: Exclude<TriedBy, 'schedule'>, owed?: PlanVisitEntity[]): Promise<void> {
    let declined: unknown = null;
    for (const visit of owed ?? (await this.owed(membershipId))) {
      // A decline of one does not keep the others from being paid.
      await this.retry(visit, now, {}, by).catch((error: unknown) => {
        if (!(error instanceof ApiException) || error.code !== 'PAYMENT_FAILED') throw error;
        declined = error;
      });
    }
    if (declined) throw declined;
    await this.resumeIfPaid(membershipId, now);
  }

  /**
   * Claims one retry of the visit's payment (the conditional UPDATE of its retry count: of two runs
   * at once, one wins), charges it on the membership's card and records how it went. Asked for by
   * someone (the customer's card update, the admin), the decline (or failure) is thrown to them as well.
   */
  private async retry(visit: PlanVisitEntity, now: Date, due: { nextPaymentRetryAt?: FindOperator<Date> }, by: TriedBy): Promise<Outcome> {
    const attempt = visit.paymentRetries + 1;
    const claimed = await this.dataSource.manager.update(
      PlanVisitEntity,
      { id: visit.id, status: 'payment_failed', paymentRetries: visit.paymentRetries, ...due },
      { paymentRetries: attempt, nextPaymentRetryAt: new Date(now.getTime() + LEASE_MS) },
    );
    if (claimed.affected !== 1) return 'skipped';

    const m = await this.dataSource.manager.findOneByOrFail(PlanMembershipEntity, { id: visit.membershipId });
    const plan = await this.dataSource.manager.findOneByOrFail(MaintenancePlanEntity, { id: m.planId });
    const customer = await this.users.findActiveById(m.customerId);
    const starts = visitStarts(visit.visitDate, m.window);
    let amount: string;
    try {
      if (!customer) throw new ApiException(409, 'PLAN_NOT_ACTIVE', 'The account of this plan is closed');
      // Named per retry and card: two instances making the same retry send one request; a retry is not a replay of the decline before it.
      ({ totalAmount: amount } = await this.payments.payWithSavedCard(customer, visit.bookingId!, { paymentMethodId: m.paymentMethodId }, { retry: `plan-retry-${attempt}` }));
    } catch (error) {
      if (!(error instanceof ApiException) || error.code !== 'PAYMENT_FAILED') {
        // Not a decline (the gateway unreachable, the booking gone): the retry is not counted; tried again later.
        await this.dataSource.manager.update(
          PlanVisitEntity,
          { id: visit.id, status: 'payment_failed', paymentRetries: attempt },
          { paymentRetries: visit.paymentRetries, nextPaymentRetryAt: new Date(now.getTime() + UNREACHABLE_RETRY_MS) },
        );
        this.logger.warn(`Plan visit ${visit.id}: retry ${attempt} not made (${error instanceof Error ? error.message : String(error)})`);
        if (by !== 'schedule') throw error;
        return 'skipped';
      }
      const note = messageOf(error);
      const retryAt = paymentRetryAt(visit.paymentFailedAt ?? now, attempt, starts);
      const booking = await this.bookings.row(visit.bookingId!);
      await this.dataSource.manager.transaction(async (manager) => {
        const { affected } = await manager.update(PlanVisitEntity, { id: visit.id, status: 'payment_failed', paymentRetries: attempt }, { note, nextPaymentRetryAt: retryAt });
        if (affected !== 1) return;
        if (!retryAt) await stop(manager, m.id, now);
        await this.events.emit('plan.payment-failed', {
          manager,
          ...about(m, visit.visitDate),
          bookingId: visit.bookingId,
          note,
          customer,
          planName: plan.name,
          amount: booking?.totalAmount ?? '0.00',
          retries: attempt,
          retryAt,
          triedBy: by,
        });
      });
      if (by !== 'schedule') throw error;
      return retryAt ? 'failed' : 'stopped';
    }

    await this.dataSource.manager.transaction(async (manager) => {
      const { affected } = await manager.update(PlanVisitEntity, { id: visit.id, status: 'payment_failed' }, { status: 'placed', note: null, nextPaymentRetryAt: null, recoveredAmount: amount, paymentRecoveredAt: now });
      if (affected !== 1) return;
      await this.events.emit('plan.payment-recovered', { manager, ...about(m, visit.visitDate), bookingId: visit.bookingId, note: null, amount, retries: attempt });
    });
    await this.resumeIfPaid(m.id, now);
    return 'recovered';
  }

  /** A plan stopped for payment resumes once no visit is owed: its next visit moved to one that can still be booked. */
  async resumeIfPaid(membershipId: string, now: Date): Promise<void> {
    if ((await this.owed(membershipId)).length) return;
    await this.dataSource.manager.transaction(async (manager) => {
      const m = await manager.findOneByOrFail(PlanMembershipEntity, { id: membershipId });
      if (!m.paymentStoppedAt) return;
      const plan = await manager.findOneByOrFail(MaintenancePlanEntity, { id: m.planId });
      const nextVisitDate = resumedNextVisit(m.nextVisitDate, plan.interval, calendarDate(now));
      const { affected } = await manager.update(PlanMembershipEntity, { id: m.id, paymentStoppedAt: Not(IsNull()), nextVisitDate: m.nextVisitDate }, { paymentStoppedAt: null, nextVisitDate });
      if (affected !== 1) return;
      await this.events.emit('plan.resumed', { manager, membershipId: m.id, customerId: m.customerId, planId: m.planId, nextVisitDate });
    });
  }

  /** The membership's visits whose payment failed and whose booking still keeps its place (oldest first). */
  async owed(membershipId: string): Promise<PlanVisitEntity[]> {
    const failed = await this.dataSource.manager.find(PlanVisitEntity, { where: { membershipId, status: 'payment_failed', bookingId: Not(IsNull()) }, order: { visitDate: 'ASC' } });
    if (!failed.length) return [];
    const live = await Promise.all(failed.map((v) => this.bookings.row(v.bookingId!)));
    return failed.filter((_, i) => live[i]?.status === 'pending' && ['pending', 'failed'].includes(live[i]!.paymentStatus));
  }
}

/** Marks the membership stopped for payment (once). */
async function stop(manager: EntityManager, membershipId: string, now: Date): Promise<void> {
  await manager.update(PlanMembershipEntity, { id: membershipId, paymentStoppedAt: IsNull() }, { paymentStoppedAt: now });
}

const about = (m: PlanMembershipEntity, visitDate: string) => ({ membershipId: m.id, customerId: m.customerId, planId: m.planId, visitDate });

function messageOf(error: ApiException): string {
  const body = error.getResponse() as { message?: unknown };
  return typeof body.message === 'string' ? body.message : error.message;
}
