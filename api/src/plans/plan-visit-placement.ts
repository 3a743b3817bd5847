import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { createBookingSchema } from '@dd/contracts/booking';
import type { AvailabilityWindowDto } from '@dd/contracts/availability';
import { ARRIVAL_WINDOWS, addDays, calendarDate, formatCalendarDate, zonedInstant } from '@dd/domain/time-windows';
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
import { isDue, nearestWindows, PLACE_AHEAD_DAYS, visitAfter } from './plan-rules';
import type { PlanVisitOutcome } from './plans.events';

export const PLAN_VISITS_JOB = 'plan-visits';
const EVERY_MS = 60 * 60 * 1000;
/** Per run; the rest wait for the next hour (visits are placed two weeks ahead). */
const BATCH = 200;
/** How many free times a customer is offered when their visit cannot be placed. */
const NEAREST_OPTIONS = 3;

export interface PlacementReport {
  placed: string[];
  paymentFailed: string[];
  unplaced: string[];
}

/**
 * Places each plan's next visit once it is within two weeks: a booking through bookings' own
 * checkout (the same checks, DAD assignment and time claims as any booking; priced at the plan's
 * member price by PlanVisitPricing, which sees the visit claimed as `placing`), then held on the
 * member's saved card through payments, as a returning customer's checkout does. It runs hourly as
 * one job across instances (the lease, or BullMQ with REDIS_URL), and is idempotent on its own too:
 * a visit is claimed by moving the membership's next date on with a conditional UPDATE, and the
 * visit's row is unique per membership and date, so two runs at once place it once.
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
    const report: PlacementReport = { placed: [], paymentFailed: [], unplaced: [] };
    const today = calendarDate(now);
    const due = await this.dataSource.manager.find(PlanMembershipEntity, {
      // A plan stopped for payment is left out (decision 0460) until its card is updated.
      where: { nextVisitDate: LessThanOrEqual(addDays(today, PLACE_AHEAD_DAYS)), paymentStoppedAt: IsNull() },
      order: { nextVisitDate: 'ASC' },
      take: BATCH,
    });
    for (const membership of due.filter((m) => isDue(m, today))) {
      try {
        const outcome = await this.placeNext(membership, now);
        if (outcome) report[outcome.kind].push(outcome.visitId);
      } catch (error) {
        // One membership's trouble never stops the others.
        this.logger.error(`Membership ${membership.id}: placing its visit failed (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    return report;
  }

  /** Claims, books and bills the membership's next visit; null when another run claimed it first. */
  private async placeNext(m: PlanMembershipEntity, now: Date): Promise<{ kind: keyof PlacementReport; visitId: string } | null> {
    const plan = await this.dataSource.manager.findOneByOrFail(MaintenancePlanEntity, { id: m.planId });
    const visitDate = m.nextVisitDate;
    const visit = await this.claim(m, visitAfter(visitDate, plan.interval));
    if (!visit) return null;
    const about = { membershipId: m.id, customerId: m.customerId, planId: m.planId, visitDate };

    const customer = await this.users.findActiveById(m.customerId);
    let bookingId: string;
    try {
      if (!customer) throw new ApiException(409, 'PLAN_NOT_ACTIVE', 'The account of this plan is closed');
      const window = ARRIVAL_WINDOWS.find((w) => w.id === m.window)!;
      const input = createBookingSchema.parse({
        vehicleType: m.vehicleType,
        packageId: plan.packageId,
        carId: m.carId,
        addOnIds: m.addOnIds ?? [],
        address: m.address,
        city: m.city,
        zipCode: m.zipCode,
        scheduledDate: zonedInstant(visitDate, window.startTime).toISOString(),
        specialInstructions: `Maintenance plan: ${plan.name}`,
      });
      ({ id: bookingId } = await this.booking.book(customer, input));
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

    try {
      await this.payments.payWithSavedCard(customer, bookingId, { paymentMethodId: m.paymentMethodId });
    } catch (error) {
      // Retried on a schedule, the customer emailed a link to update the card (decision 0460).
      const note = error instanceof ApiException ? messageOf(error) : 'The card could not be charged';
      await this.retries.firstFailure(visit, m, bookingId, note, now);
      return { kind: 'paymentFailed', visitId: visit.id };
    }
    await this.settle(visit, bookingId, about);
    return { kind: 'placed', visitId: visit.id };
  }

  /**
   * Moves the membership's next visit on (only if no other run did: the UPDATE's condition) and
   * writes the visit's row, in one transaction. A paused plan is active again with the visit it
   * resumes on.
   */
  private claim(m: PlanMembershipEntity, next: string): Promise<PlanVisitEntity | null> {
    return this.dataSource.manager.transaction(async (manager) => {
      const resumed = m.status === 'paused' ? { status: 'active' as const, pausedUntil: null } : {};
      const { affected } = await manager.update(PlanMembershipEntity, { id: m.id, nextVisitDate: m.nextVisitDate }, { nextVisitDate: next, ...resumed });
      if (affected !== 1) return null;
      return manager.save(PlanVisitEntity, manager.create(PlanVisitEntity, { membershipId: m.id, visitDate: m.nextVisitDate, status: 'placing', bookingId: null, note: null }));
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

  private settle(visit: PlanVisitEntity, bookingId: string, about: Omit<PlanVisitOutcome, 'manager' | 'bookingId' | 'note'>): Promise<void> {
    return this.dataSource.manager.transaction(async (manager) => {
      // A booking cancelled meanwhile (its listener marked the visit) keeps that status.
      await manager.update(PlanVisitEntity, { id: visit.id, status: 'placing' }, { status: 'placed', bookingId, note: null });
      await this.events.emit('plan.visit-placed', { manager, ...about, bookingId, note: null });
    });
  }
}

/** The error's message as the API would answer it. */
function messageOf(error: ApiException): string {
  const body = error.getResponse() as { message?: unknown };
  return typeof body.message === 'string' ? body.message : error.message;
}
