import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager, type FindOptionsRelations, type Repository } from 'typeorm';
import type { AvailabilityResponse, BookingAvailabilityQuery } from '@dd/contracts/availability';
import type { AdminBookingUpdate, FreeDadDto } from '@dd/contracts/admin-bookings';
import { BOOKING_MESSAGES, cancellationPolicyText, NO_SHOW_MESSAGES, type BookingSummaryDto, type BookingManageOptionsDto } from '@dd/contracts/booking';
import type { BookingStatus } from '@dd/contracts/enums';
import { effectiveMinAdvanceHours } from '@dd/domain/availability';
import { BOOKING_HORIZON_DAYS, calendarDate, checkWindowStart } from '@dd/domain/time-windows';
import { conflict, invalidField } from '../common/api-exception';
import { BookingErrors } from './bookings.errors';
import { fromCents } from '@dd/domain/pricing';
import { BookingFees, type FeeKind } from '../payments/fees/booking-fees';
import { PaymentsService } from '../payments/payments.service';
import { AvailabilityService } from '../scheduling/availability.service';
import { DAD_NOT_FREE_MESSAGE, DadAssigner } from '../scheduling/dad-assigner';
import { SettingsService } from '../settings/settings.service';
import { UserEntity } from '../identity/users/user.entity';
import { actorOf, BookingEvents, type Actor } from './booking-events';
import { BookingEntity } from './booking.entity';
import { toBookingSummary } from './booking.mapper';

const RELATIONS: FindOptionsRelations<BookingEntity> = { package: true, car: true, customer: true, dad: true };
/** What a customer may still change (customer-side §6: Manage for pending and confirmed). */
const CHANGEABLE: BookingStatus[] = ['pending', 'confirmed'];
const HOUR_MS = 3_600_000;

/**
 * Changes to an existing booking: the customer's Manage (reschedule, cancel) and the admin's two moves
 * (dad-and-admin §4: confirm or cancel a pending booking). Every change is a conditional update on
 * the status it leaves, logged in booking_events and announced (bookings.events.ts) in the same
 * transaction: the features that react (scheduling, loyalty, messaging, payments) subscribe.
 */
@Injectable()
export class BookingChangesService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly assigner: DadAssigner,
    private readonly availability: AvailabilityService,
    private readonly events: BookingEvents,
    private readonly payments: PaymentsService,
    private readonly fees: BookingFees,
  ) {}

  async manageOptions(user: UserEntity, id: string): Promise<BookingManageOptionsDto> {
    const booking = await this.own(user, id);
    const { cancellationPolicyHours } = await this.settings.get();
    const changeable = CHANGEABLE.includes(booking.status);
    const freeCancellation = this.outsidePolicy(booking, cancellationPolicyHours);
    const fee = changeable && !freeCancellation ? await this.fees.quote(booking, 'late_cancel') : null;
    return {
      canReschedule: changeable && freeCancellation,
      canCancel: changeable && (freeCancellation || fee != null),
      freeCancellation,
      cancellationPolicyHours,
      policyText: cancellationPolicyText(cancellationPolicyHours),
      lateCancelFee: fee == null ? null : fromCents(fee),
    };
  }

  /** The windows the customer's own booking could move to, for the whole booking (every vehicle's package and add-ons). */
  async rescheduleWindows(user: UserEntity, id: string, query: BookingAvailabilityQuery): Promise<AvailabilityResponse> {
    return this.availability.forBooking(query, await this.own(user, id));
  }

  /**
   * Moves a pending or confirmed booking to another available window, keeping its DAD when they are
   * free then, else giving it another. Refused inside the free-cancellation window, like a cancellation
   * (a late move costs the business the same as a late cancellation).
   */
  async reschedule(user: UserEntity, id: string, scheduledDate: string): Promise<BookingSummaryDto> {
    const booking = await this.own(user, id);
    const settings = await this.settings.get();
    this.assertChangeable(booking, settings.cancellationPolicyHours);
    const start = new Date(scheduledDate);
    if (start.getTime() === booking.scheduledDate.getTime()) throw invalidField('scheduledDate', 'Please choose a different time');
    const minAdvanceHours = effectiveMinAdvanceHours(settings.minAdvanceBookingHours);
    const slot = checkWindowStart(start, new Date(), { minAdvanceHours, horizonDays: BOOKING_HORIZON_DAYS });
    if (!slot.ok) {
      const messages = { not_a_window: BOOKING_MESSAGES.notAWindow, past: BOOKING_MESSAGES.past, too_soon: BOOKING_MESSAGES.tooSoon(minAdvanceHours), too_far: BOOKING_MESSAGES.tooFar(BOOKING_HORIZON_DAYS) };
      throw invalidField('scheduledDate', messages[slot.reason]);
    }
    await this.assigner.assign(
      { start, durationMinutes: booking.durationMinutes, zipCode: booking.zipCode, excludeBookingId: booking.id, preferDadId: booking.dadId },
      async (manager, dadId) => {
        const { affected } = await manager.update(
          BookingEntity,
          { id: booking.id, status: In(CHANGEABLE) },
          { scheduledDate: start, startTime: slot.window.startTime, endTime: slot.window.endTime, dadId },
        );
        if (!affected) throw conflict('BOOKING_CHANGED', 'This booking changed meanwhile. Please reload it and try again.');
        const moved = { from: booking.scheduledDate.toISOString(), to: start.toISOString(), fromDadId: booking.dadId, dadId };
        await this.events.record(manager, booking.id, 'rescheduled', actorOf(user), moved, booking);
        return { bookingId: booking.id, result: undefined };
      },
    );
    return this.dto(booking.id);
  }

  /**
   * The customer's cancellation: free until cancellationPolicyHours before the start. Inside the
   * window it is refused with the policy (the spec's 409), unless a late-cancellation fee applies
   * (agreed at checkout, card held): then the 409 also says the fee, and `acceptFee` cancels and charges it.
   */
  async cancel(user: UserEntity, id: string, acceptFee = false): Promise<BookingSummaryDto> {
    const booking = await this.own(user, id);
    const policyHours = (await this.settings.get()).cancellationPolicyHours;
    if (CHANGEABLE.includes(booking.status) && !this.outsidePolicy(booking, policyHours)) {
      const fee = await this.fees.quote(booking, 'late_cancel');
      if (fee == null) throw conflict('POLICY_WINDOW', cancellationPolicyText(policyHours));
      if (!acceptFee) throw conflict('POLICY_WINDOW', cancellationPolicyText(policyHours), { lateCancelFee: fromCents(fee) });
      return this.cancelBooking(booking, actorOf(user), CHANGEABLE, { kind: 'late_cancel', cents: fee });
    }
    this.assertChangeable(booking, policyHours);
    return this.cancelBooking(booking, actorOf(user), CHANGEABLE);
  }

  /**
   * A no-show: the booking's DAD after arriving (I'm Here; `evidence` their location and the before
   * photo taken there), or an admin once the arrival window has begun. The booking is cancelled and
   * the no-show fee taken from the hold when the customer agreed to it; otherwise the hold is released.
   */
  async noShow(actor: UserEntity, id: string, evidence: { latitude?: number | null; longitude?: number | null; photoImageId?: string | null } = {}): Promise<BookingSummaryDto> {
    const booking = await this.bookings.findOne({ where: { id }, relations: RELATIONS });
    if (!booking || (actor.role === 'dad' && booking.dadId !== actor.id)) throw BookingErrors.notFound();
    const from: BookingStatus[] = actor.role === 'dad' ? ['in_progress'] : ['confirmed', 'in_progress'];
    if (!from.includes(booking.status)) {
      throw conflict('INVALID_TRANSITION', actor.role === 'dad' ? NO_SHOW_MESSAGES.notArrived : `Only a confirmed or started booking can be a no-show; this one is ${booking.status.replace('_', ' ')}`);
    }
    if (booking.scheduledDate.getTime() > Date.now()) throw conflict('INVALID_TRANSITION', NO_SHOW_MESSAGES.tooEarly);
    const fee = await this.fees.quote(booking, 'no_show');
    const report = {
      at: new Date().toISOString(),
      byRole: actor.role === 'dad' ? ('dad' as const) : ('admin' as const),
      byId: actor.id,
      photoImageId: evidence.photoImageId ?? null,
      latitude: evidence.latitude != null ? evidence.latitude.toFixed(7) : null,
      longitude: evidence.longitude != null ? evidence.longitude.toFixed(7) : null,
    };
    return this.cancelBooking(booking, actorOf(actor), from, fee == null ? undefined : { kind: 'no_show', cents: fee }, report);
  }

  /**
   * PUT /api/admin/bookings/{id} (dad-and-admin §4): confirm or cancel, both only from pending; or
   * paymentStatus 'captured', recorded only when the gateway says the money was taken. Any other
   * move is 409 INVALID_TRANSITION.
   */
  async adminUpdate(admin: UserEntity, id: string, update: AdminBookingUpdate): Promise<BookingSummaryDto> {
    const booking = await this.bookings.findOne({ where: { id }, relations: RELATIONS });
    if (!booking) throw BookingErrors.notFound();
    if ('paymentStatus' in update) {
      if (update.paymentStatus !== 'captured') throw conflict('INVALID_TRANSITION', 'Only a capture can be recorded here; use Capture Payment');
      await this.payments.recordGatewayCapture(booking.id, actorOf(admin));
      return this.dto(id);
    }
    const { status } = update;
    if (status !== 'confirmed' && status !== 'cancelled') throw conflict('INVALID_TRANSITION', 'An admin can only confirm or cancel a pending booking');
    if (booking.status !== 'pending') {
      throw conflict('INVALID_TRANSITION', `Only a pending booking can be ${status}; this one is ${booking.status.replace('_', ' ')}`);
    }
    if (status === 'cancelled') return this.cancelBooking(booking, actorOf(admin), ['pending']);
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.update(BookingEntity, { id, status: 'pending' }, { status: 'confirmed' });
      if (!affected) throw conflict('BOOKING_CHANGED', 'This booking changed meanwhile. Please reload it and try again.');
      await this.events.record(manager, id, 'status_changed', actorOf(admin), { from: 'pending', to: 'confirmed' }, booking);
    });
    return this.dto(id);
  }

  /**
   * An admin gives a pending or confirmed booking to another DAD who is free for its window; the
   * time claims move in the same transaction, so the new DAD can never be double booked.
   */
  /** The DADs an admin may reassign a pending or confirmed booking to: free for its time as it stands. */
  async reassignOptions(id: string): Promise<FreeDadDto[]> {
    const booking = await this.bookings.findOne({ where: { id }, relations: RELATIONS });
    if (!booking) throw BookingErrors.notFound();
    if (!CHANGEABLE.includes(booking.status)) return [];
    const { free } = await this.availability.dadsFreeFor(booking);
    if (!free.length) return [];
    const dads = await this.dataSource.manager.find(UserEntity, { select: { id: true, firstName: true, lastName: true }, where: { id: In(free.map((dad) => dad.id)) } });
    return free.map(({ id: dadId, insertion }) => {
      const { firstName, lastName } = dads.find((d) => d.id === dadId)!;
      return { id: dadId, firstName, lastName, addedDriveMinutes: insertion.addedMinutes };
    });
  }

  async reassign(admin: UserEntity, id: string, dadId: string): Promise<BookingSummaryDto> {
    const booking = await this.bookings.findOne({ where: { id }, relations: RELATIONS });
    if (!booking) throw BookingErrors.notFound();
    if (!CHANGEABLE.includes(booking.status)) throw conflict('INVALID_TRANSITION', 'Only a pending or confirmed booking can be reassigned');
    if (booking.dadId === dadId) throw conflict('INVALID_TRANSITION', 'This DAD already has this booking');
    const { free, versions } = await this.availability.dadsFreeFor(booking);
    const target = free.find((dad) => dad.id === dadId);
    if (!target) throw conflict('SLOT_TAKEN', DAD_NOT_FREE_MESSAGE);
    const date = calendarDate(booking.scheduledDate);
    await this.assigner.reassign(id, dadId, { date, version: versions.get(`${dadId}|${date}`) ?? 0, plan: target.insertion.plan }, async (manager) => {
      const { affected } = await manager.update(BookingEntity, { id, status: In(CHANGEABLE), dadId: booking.dadId ?? IsNull() }, { dadId });
      if (!affected) throw conflict('BOOKING_CHANGED', 'This booking changed meanwhile. Please reload it and try again.');
      await this.events.record(manager, id, 'dad_assigned', actorOf(admin), { fromDadId: booking.dadId, dadId });
    });
    return this.dto(id);
  }

  /**
   * Cancels (if still in one of `from`), frees the DAD's place, then releases the card hold, or,
   * with a fee, records it in the same transaction and captures it from the hold (the rest released).
   */
  private async cancelBooking(
    booking: BookingEntity,
    actor: Actor,
    from: BookingStatus[],
    fee?: { kind: FeeKind; cents: number },
    noShow?: BookingEntity['noShow'],
  ): Promise<BookingSummaryDto> {
    const details = { from: booking.status, ...(fee && { fee: fee.kind, feeCents: fee.cents }), ...(noShow && { noShow: true }) };
    await this.dataSource.transaction(async (manager: EntityManager) => {
      const { affected } = await manager.update(
        BookingEntity,
        { id: booking.id, status: In(from) },
        { status: 'cancelled', ...(fee && { feeKind: fee.kind, feeCents: fee.cents }), ...(noShow && { noShow }) },
      );
      if (!affected) throw conflict('BOOKING_CHANGED', 'This booking changed meanwhile. Please reload it and try again.');
      // Scheduling frees the time, loyalty gives the credit back, messaging tells the customer and the DAD.
      await this.events.record(manager, booking.id, 'cancelled', actor, details, booking);
    });
    // Payments takes the fee from the hold or releases it, now that the cancellation stands.
    await this.events.committed('booking.cancelled', { manager: this.dataSource.manager, bookingId: booking.id, actor, details, before: booking });
    return this.dto(booking.id);
  }

  private async own(user: UserEntity, id: string): Promise<BookingEntity> {
    const booking = await this.bookings.findOne({ where: { id }, relations: RELATIONS });
    if (!booking || booking.customerId !== user.id) throw BookingErrors.notFound();
    return booking;
  }

  private assertChangeable(booking: BookingEntity, policyHours: number): void {
    if (!CHANGEABLE.includes(booking.status)) {
      throw conflict('INVALID_TRANSITION', `Only a pending or confirmed booking can be changed; this one is ${booking.status.replace('_', ' ')}`);
    }
    if (!this.outsidePolicy(booking, policyHours)) throw conflict('POLICY_WINDOW', cancellationPolicyText(policyHours));
  }

  private outsidePolicy(booking: BookingEntity, policyHours: number): boolean {
    return booking.scheduledDate.getTime() - Date.now() >= policyHours * HOUR_MS;
  }

  private async dto(id: string): Promise<BookingSummaryDto> {
    return toBookingSummary(await this.bookings.findOneOrFail({ where: { id }, relations: RELATIONS }));
  }
}

