import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { createBookingSchema } from '@dd/contracts/booking';
import type { AvailabilityWindowDto } from '@dd/contracts/availability';
import { addDays, calendarDate, formatCalendarDate } from '@dd/domain/time-windows';
import { ApiException } from '../common/api-exception';
import { UsersService } from '../identity/users/users.service';
import { PaymentsService } from '../payments/payments.service';
import { Events } from '../platform/events/events';
import { JobRunner } from '../platform/jobs/job-runner';
import { AvailabilityService } from '../scheduling/availability.service';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import { PlanVisitBooking } from './plan-visit-booking';
import { PlanPaymentRetries } from './plan-payment-retries';
import { isDue, nearestWindows, PLACE_AHEAD_DAYS, visitAfter, visitPayment, visitStarts } from './plan-rules';
import type { PlanVisitOutcome } from './plans.events';

export const PLAN_VISITS_JOB = 'plan-visits';
const EVERY_MS = 60 * 60 * 1000;
/** Memberships (and holds) per run; the rest wait for the next hour (visits are placed eight weeks ahead). */
const BATCH = 200;
/** A claimed hold that never finished (the instance stopped) is due again after this. */
const HOLD_LEASE_MS = 10 * 60 * 1000;
/** How many free times a customer is offered when their visit cannot be placed. */
const NEAREST_OPTIONS = 3;

export interface PlacementReport {
  placed: string[];
  paymentFailed: string[];
  unplaced: string[];
  /** Visits placed earlier whose card was held in this run. */
  held: string[];
}

/**
 * Places each plan's visits up to eight weeks ahead: a booking through bookings' own checkout (the
 * same checks, DAD assignment and time claims as any booking; priced at the plan's member price by
 * PlanVisitPricing, which sees the visit claimed as `placing`), its card held on the member's saved
 * card through payments, as a returning customer's checkout does, once the visit is within
 * HOLD_AHEAD_DAYS: at once for a visit that near, else by a later run (decision 0474). It runs hourly
 * as one job across instances (the lease, or BullMQ with REDIS_URL), and is idempotent on its own
 * too: a visit is claimed by moving the membership's next date on with a conditional UPDATE, and the
 * visit's row is unique per membership and date, so two runs at once place it once; a hold is
 * claimed by moving its due time on.
 */
@Injectable()
export class PlanVisitPlacement implements OnModuleInit {
  private readonly logger = new Logger(PlanVisitPlacement.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runner: JobRunner,
    private readonly booking: PlanVisitBooking,
    private readonly payments: PaymentsService,
    private readonly users: UsersService,
    private readonly events: Events,
    private readonly availability: AvailabilityService,
    private readonly retries: PlanPaymentRetries,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: PLAN_VISITS_JOB, everyMs: EVERY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  async run(now: Date): Promise<PlacementReport> {
    const report = emptyReport();
    const today = calendarDate(now);
    // A pause ends on the day its first visit after it comes (its visits may have been placed long before).
    await this.dataSource.manager.update(PlanMembershipEntity, { status: 'paused', pausedUntil: LessThanOrEqual(today) }, { status: 'active', pausedUntil: null });
    await this.holdDue(now, report);
    const due = await this.dataSource.manager.find(PlanMembershipEntity, {
      // A plan stopped for payment is left out (decision 0460) until its card is updated.
      where: { nextVisitDate: LessThanOrEqual(addDays(today, PLACE_AHEAD_DAYS)), paymentStoppedAt: IsNull() },
      order: { nextVisitDate: 'ASC' },
      take: BATCH,
    });
    for (const membership of due) await this.placeDue(membership, now, report);
    return report;
  }

  /** Places the membership's visits now due (after a change of plan: at once, not at the next run). */
  async placeMembership(membershipId: string, now: Date): Promise<PlacementReport> {
    const report = emptyReport();
    const membership = await this.dataSource.manager.findOneBy(PlanMembershipEntity, { id: membershipId });
    if (membership) await this.placeDue(membership, now, report);
    return report;
  }

  /** Every visit within the horizon; a declined card stops the rest until its retries settle it. */
  private async placeDue(membership: PlanMembershipEntity, now: Date, report: PlacementReport): Promise<void> {
    const today = calendarDate(now);
    try {
      while (isDue(membership, today)) {
        const outcome = await this.placeNext(membership, now);
        if (!outcome) break;
        report[outcome.kind].push(outcome.visitId);
        if (outcome.kind === 'paymentFailed') break;
      }
    } catch (error) {
      // One membership's trouble never stops the others.
      this.logger.error(`Membership ${membership.id}: placing its visit failed (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  /** Holds the card of each visit placed earlier whose hold is now due. */
  private async holdDue(now: Date, report: PlacementReport): Promise<void> {
    const due = await this.dataSource.manager.find(PlanVisitEntity, { where: { status: 'placed', holdDueAt: LessThanOrEqual(now) }, order: { holdDueAt: 'ASC' }, take: BATCH });
    for (const visit of due) {
      try {
        const outcome = await this.hold(visit, now);
        if (outcome) report[outcome].push(visit.id);
      } catch (error) {
        // Not a decline (the gateway unreachable): tried again once the claim's lease ends.
        this.logger.error(`Plan visit ${visit.id}: holding its card failed (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }

  /** Claims the visit's hold (of two runs at once, one moves its due time on), then holds the card; a decline starts the retries. */
  private async hold(visit: PlanVisitEntity, now: Date): Promise<'held' | 'paymentFailed' | null> {
    const claimed = await this.dataSource.manager.update(PlanVisitEntity, { id: visit.id, status: 'placed', holdDueAt: visit.holdDueAt! }, { holdDueAt: new Date(now.getTime() + HOLD_LEASE_MS) });
    if (claimed.affected !== 1) return null;
    const m = await this.dataSource.manager.findOneByOrFail(PlanMembershipEntity, { id: visit.membershipId });
    // Stopped for payment (decision 0460): no card is tried; the visit's place runs out with its booking's hold.
    if (m.paymentStoppedAt) return null;
    const customer = await this.users.findActiveById(m.customerId);
    if (!customer) throw new ApiException(409, 'PLAN_NOT_ACTIVE', 'The account of this plan is closed');
    try {
      await this.payments.payWithSavedCard(customer, visit.bookingId!, { paymentMethodId: m.paymentMethodId });
    } catch (error) {
      if (!(error instanceof ApiException) || error.code !== 'PAYMENT_FAILED') throw error;
      await this.retries.firstFailure(visit, m, visit.bookingId!, messageOf(error), now);
      return 'paymentFailed';
    }
    await this.dataSource.manager.update(PlanVisitEntity, { id: visit.id, status: 'placed' }, { holdDueAt: null });
    return 'held';
  }

  /** Claims, books and (when it is near) bills the membership's next visit; null when another run claimed it first. */
  private async placeNext(m: PlanMembershipEntity, now: Date): Promise<{ kind: keyof PlacementReport; visitId: string } | null> {
    const plan = await this.dataSource.manager.findOneByOrFail(MaintenancePlanEntity, { id: m.planId });
    const visitDate = m.nextVisitDate;
    const visit = await this.claim(m, visitAfter(visitDate, plan.interval));
    if (!visit) return null;
    const about = { membershipId: m.id, customerId: m.customerId, planId: m.planId, visitDate };

    const customer = await this.users.findActiveById(m.customerId);
    const starts = visitStarts(visitDate, m.window);
    const payment = visitPayment(starts, now);
    let bookingId: string;
    try {
      if (!customer) throw new ApiException(409, 'PLAN_NOT_ACTIVE', 'The account of this plan is closed');
      const input = createBookingSchema.parse({
        vehicleType: m.vehicleType,
        packageId: plan.packageId,
        carId: m.carId,
        addOnIds: m.addOnIds ?? [],
        address: m.address,
        city: m.city,
        zipCode: m.zipCode,
        scheduledDate: starts.toISOString(),
        specialInstructions: `Maintenance plan: ${plan.name}`,
      });
      ({ id: bookingId } = await this.booking.book(customer, input, payment));
    } catch (error) {
      const reason = error instanceof ApiException ? messageOf(error) : 'The visit could not be placed';
      const nearest = customer ? await this.nearestOptions(m, plan, visitDate) : [];
      // The visit's note, for the admin's row: in English, as the admin area is.
      const inWords = nearest.map((w) => `${formatCalendarDate(w.date, { weekday: 'long', month: 'long', day: 'numeric' })}, ${w.label}`);
      const note = nearest.length ? `${reason} Nearest free times: ${inWords.join('; ')}.` : reason;
      await this.dataSource.manager.transaction(async (manager) => {
        await manager.update(PlanVisitEntity, { id: visit.id, status: 'placing' }, { status: 'unplaced', bookingId: null, note });
        await this.events.emit('plan.visit-unplaced', { manager, ...about, bookingId: null, note, customer, planName: plan.name, reason, nearest });
      });
      return { kind: 'unplaced', visitId: visit.id };
    }

    // Further out than its hold: placed now, held by a later run (holdDue).
    if (payment) {
      await this.settle(visit, bookingId, about, payment.dueAt);
      return { kind: 'placed', visitId: visit.id };
    }
    try {
      await this.payments.payWithSavedCard(customer, bookingId, { paymentMethodId: m.paymentMethodId });
    } catch (error) {
      // Retried on a schedule, the customer emailed a link to update the card (decision 0460).
      const note = error instanceof ApiException ? messageOf(error) : 'The card could not be charged';
      await this.retries.firstFailure(visit, m, bookingId, note, now);
      return { kind: 'paymentFailed', visitId: visit.id };
    }
    await this.settle(visit, bookingId, about, null);
    return { kind: 'placed', visitId: visit.id };
  }

  /**
   * Moves the membership's next visit on (only if no other run did: the UPDATE's condition) and
   * writes the visit's row, in one transaction.
   */
  private claim(m: PlanMembershipEntity, next: string): Promise<PlanVisitEntity | null> {
    return this.dataSource.manager.transaction(async (manager) => {
      const { affected } = await manager.update(PlanMembershipEntity, { id: m.id, nextVisitDate: m.nextVisitDate }, { nextVisitDate: next });
      if (affected !== 1) return null;
      const visit = await manager.save(PlanVisitEntity, manager.create(PlanVisitEntity, { membershipId: m.id, visitDate: m.nextVisitDate, status: 'placing', bookingId: null, note: null }));
      // The caller places the visits after it from the same row.
      m.nextVisitDate = next;
      return visit;
    });
  }

  /**
   * The free arrival windows nearest the visit that could not be placed (within three days either
   * side, for the same car, package, add-ons and address): what the customer and the admin are told,
   * each in their words. Empty when none is free or availability cannot be read.
   */
  private async nearestOptions(m: PlanMembershipEntity, plan: MaintenancePlanEntity, visitDate: string): Promise<AvailabilityWindowDto[]> {
    try {
      const { days } = await this.availability.forRange({
        from: addDays(visitDate, -3),
        to: addDays(visitDate, 3),
        packageId: plan.packageId,
        vehicleType: m.vehicleType,
        addOnIds: m.addOnIds ?? [],
        moreVehicles: [],
        zipCode: m.zipCode,
      });
      return nearestWindows(days, visitDate, m.window, NEAREST_OPTIONS);
    } catch (error) {
      this.logger.warn(`Membership ${m.id}: nearest free times unknown (${error instanceof Error ? error.message : String(error)})`);
      return [];
    }
  }

  /** The visit placed, its card held already (`holdDueAt` null) or due to be then. */
  private settle(visit: PlanVisitEntity, bookingId: string, about: Omit<PlanVisitOutcome, 'manager' | 'bookingId' | 'note'>, holdDueAt: Date | null): Promise<void> {
    return this.dataSource.manager.transaction(async (manager) => {
      // A booking cancelled meanwhile (its listener marked the visit) keeps that status.
      await manager.update(PlanVisitEntity, { id: visit.id, status: 'placing' }, { status: 'placed', bookingId, note: null, holdDueAt });
      await this.events.emit('plan.visit-placed', { manager, ...about, bookingId, note: null });
    });
  }
}

const emptyReport = (): PlacementReport => ({ placed: [], paymentFailed: [], unplaced: [], held: [] });

/** The error's message as the API would answer it. */
function messageOf(error: ApiException): string {
  const body = error.getResponse() as { message?: unknown };
  return typeof body.message === 'string' ? body.message : error.message;
}
