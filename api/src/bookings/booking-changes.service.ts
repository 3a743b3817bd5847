import { Inject, Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { AvailabilityResponse, BookingAvailabilityQuery } from '@dd/contracts/availability';
import type { AdminBookingUpdate, AdminCancelOptionsDto, FreeDadDto, ReassignChoicesDto } from '@dd/contracts/admin-bookings';
import { cancellationPolicyText, NO_SHOW_MESSAGES, type BookingSummaryDto, type BookingManageOptionsDto } from '@dd/contracts/booking';
import type { BookingStatus } from '@dd/contracts/enums';
import { effectiveMinAdvanceHours } from '@dd/domain/availability';
import { BOOKING_HORIZON_DAYS, checkWindowStart } from '@dd/domain/time-windows';
import { conflict, invalidField } from '../common/api-exception';
import { BookingErrors } from './bookings.errors';
import { fromCents, toCents } from '@dd/domain/pricing';
import { SettingsService } from '../settings/settings.service';
import type { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';
import { actorOf, BookingEvents, type Actor } from './booking-events';
import { BOOKING_PAYMENTS, BOOKING_SCHEDULE, type BookingPayments, type BookingSchedule, type FeeKind } from './booking-ports';
import { CHANGEABLE, outsidePolicy, windowMessage } from './booking-rules';
import type { BookingEntity } from './booking.entity';
import { BookingRepository } from './booking.repository';
import { toBookingSummary } from './booking.mapper';

/** Why a move skips the customer's own rules (policy window, move limit): the feature that offered it. */
export type RescheduleWaiver = 'weather';

const CHANGED_MEANWHILE = 'This booking changed meanwhile. Please reload it and try again.';

/**
 * Changes to an existing booking: the customer's Manage (reschedule, cancel) and the admin's two moves
 * (dad-and-admin §4: confirm a pending booking, cancel one not yet started). Every change is a conditional update on
 * the status it leaves, logged in booking_events and announced (bookings.events.ts) in the same
 * transaction: the features that react (scheduling, loyalty, messaging, payments) subscribe. What
 * must be known before deciding (a free DAD, a fee) is asked through bookings' ports (booking-ports.ts).
 */
@Injectable()
export class BookingChangesService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly users: Users,
    private readonly settings: SettingsService,
    private readonly events: BookingEvents,
    @Inject(BOOKING_SCHEDULE) private readonly schedule: BookingSchedule,
    @Inject(BOOKING_PAYMENTS) private readonly payments: BookingPayments,
  ) {}

  async manageOptions(user: UserEntity, id: string): Promise<BookingManageOptionsDto> {
    const booking = await this.own(user, id);
    const { cancellationPolicyHours } = await this.settings.get();
    const changeable = CHANGEABLE.includes(booking.status);
    const freeCancellation = outsidePolicy(booking, cancellationPolicyHours);
    const fee = changeable && !freeCancellation ? await this.payments.feeQuote(booking, 'late_cancel') : null;
    const limitReached = await this.moveLimitReached(booking.id);
    return {
      canReschedule: changeable && freeCancellation && !limitReached,
      rescheduleRefusal: !changeable || !freeCancellation ? cancellationPolicyText(cancellationPolicyHours) : limitReached ? limitReached : null,
      canCancel: changeable && (freeCancellation || fee != null),
      freeCancellation,
      cancellationPolicyHours,
      policyText: cancellationPolicyText(cancellationPolicyHours),
      lateCancelFee: fee == null ? null : fromCents(fee),
    };
  }

  /** The windows the customer's own booking could move to, for the whole booking (every vehicle's package and add-ons). */
  async rescheduleWindows(user: UserEntity, id: string, query: BookingAvailabilityQuery): Promise<AvailabilityResponse> {
    return this.schedule.windowsFor(query, await this.own(user, id));
  }

  /**
   * Moves a pending or confirmed booking to another available window, keeping its DAD when they are
   * free then, else giving it another. Refused inside the free-cancellation window, like a cancellation
   * (a late move costs the business the same as a late cancellation).
   *
   * `waiver`: a feature above that offered the move itself (weather, for a job the forecast put at
   * risk: decision 0342) waives the policy window and the owner's move limit; the move is logged with
   * it. The booking's price, payment and claims are handled as for any move: nothing is charged.
   */
  async reschedule(user: UserEntity, id: string, scheduledDate: string, waiver?: RescheduleWaiver): Promise<BookingSummaryDto> {
    const booking = await this.own(user, id);
    const settings = await this.settings.get();
    this.assertChangeable(booking, waiver ? null : settings.cancellationPolicyHours);
    const limitReached = waiver ? null : await this.moveLimitReached(booking.id, settings.maxReschedulesPerBooking);
    if (limitReached) throw conflict('RESCHEDULE_LIMIT', limitReached);
    const start = new Date(scheduledDate);
    if (start.getTime() === booking.scheduledDate.getTime()) throw invalidField('scheduledDate', 'Please choose a different time');
    const minAdvanceHours = effectiveMinAdvanceHours(settings.minAdvanceBookingHours);
    const slot = checkWindowStart(start, new Date(), { minAdvanceHours, horizonDays: BOOKING_HORIZON_DAYS });
    if (!slot.ok) throw invalidField('scheduledDate', windowMessage(slot.reason, minAdvanceHours));
    const details = await this.schedule.assign(
      { start, durationMinutes: booking.durationMinutes, zipCode: booking.zipCode, excludeBookingId: booking.id, preferDadId: booking.dadId },
      async (manager, dadId) => {
        const moved = await this.bookings.updateIf(manager, booking.id, CHANGEABLE, { scheduledDate: start, startTime: slot.window.startTime, endTime: slot.window.endTime, dadId });
        if (!moved) throw conflict('BOOKING_CHANGED', CHANGED_MEANWHILE);
        const result = { from: booking.scheduledDate.toISOString(), to: start.toISOString(), fromDadId: booking.dadId, dadId, ...(waiver && { waiver }) };
        await this.events.record(manager, booking.id, 'rescheduled', actorOf(user), result, booking);
        return { bookingId: booking.id, result };
      },
    );
    // What reacts once the move stands (the waitlist's offer round, the DADs' days rechecked).
    await this.events.committed('booking.rescheduled', { manager: this.bookings.manager, bookingId: booking.id, actor: actorOf(user), details, before: booking });
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
    if (CHANGEABLE.includes(booking.status) && !outsidePolicy(booking, policyHours)) {
      const fee = await this.payments.feeQuote(booking, 'late_cancel');
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
    const booking = await this.bookings.find(id);
    if (!booking || (actor.role === 'dad' && booking.dadId !== actor.id)) throw BookingErrors.notFound();
    const from: BookingStatus[] = actor.role === 'dad' ? ['in_progress'] : ['confirmed', 'in_progress'];
    if (!from.includes(booking.status)) {
      throw conflict('INVALID_TRANSITION', actor.role === 'dad' ? NO_SHOW_MESSAGES.notArrived : `Only a confirmed or started booking can be a no-show; this one is ${booking.status.replace('_', ' ')}`);
    }
    if (booking.scheduledDate.getTime() > Date.now()) throw conflict('INVALID_TRANSITION', NO_SHOW_MESSAGES.tooEarly);
    const fee = await this.payments.feeQuote(booking, 'no_show');
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
   * PUT /api/admin/bookings/{id} (dad-and-admin §4): confirm a pending booking; cancel any booking
   * not yet started (pending or confirmed: issue 37 item 5, the owner must be able to call off a
   * confirmed job); or paymentStatus 'captured', recorded only when the gateway says the money was
   * taken. Any other move is 409 INVALID_TRANSITION.
   */
  async adminUpdate(admin: UserEntity, id: string, update: AdminBookingUpdate): Promise<BookingSummaryDto> {
    const booking = await this.bookings.find(id);
    if (!booking) throw BookingErrors.notFound();
    if ('paymentStatus' in update) {
      if (update.paymentStatus !== 'captured') throw conflict('INVALID_TRANSITION', 'Only a capture can be recorded here; use Capture Payment');
      await this.payments.recordGatewayCapture(booking.id, actorOf(admin));
      return this.dto(id);
    }
    const { status } = update;
    if (status === 'cancelled') return this.adminCancel(admin, booking, update.lateCancelFee === true);
    if (status !== 'confirmed') throw conflict('INVALID_TRANSITION', 'An admin can only confirm a pending booking or cancel one not yet started');
    if (booking.status !== 'pending') {
      throw conflict('INVALID_TRANSITION', `Only a pending booking can be confirmed; this one is ${booking.status.replace('_', ' ')}`);
    }
    await this.bookings.transaction(async (manager) => {
      if (!(await this.bookings.updateIf(manager, id, ['pending'], { status: 'confirmed' }))) throw conflict('BOOKING_CHANGED', CHANGED_MEANWHILE);
      await this.events.record(manager, id, 'status_changed', actorOf(admin), { from: 'pending', to: 'confirmed' }, booking);
    });
    return this.dto(id);
  }

  /**
   * What cancelling a booking now would cost its customer: the late-cancellation fee an admin may
   * take when the customer asks to cancel inside the policy window and agreed to it at checkout;
   * otherwise the whole hold is released.
   */
  async adminCancelOptions(id: string): Promise<AdminCancelOptionsDto> {
    const booking = await this.bookings.find(id);
    if (!booking) throw BookingErrors.notFound();
    const { cancellationPolicyHours } = await this.settings.get();
    const cancellable = CHANGEABLE.includes(booking.status);
    const freeCancellation = outsidePolicy(booking, cancellationPolicyHours);
    const fee = cancellable && !freeCancellation ? await this.payments.feeQuote(booking, 'late_cancel') : null;
    return { cancellable, freeCancellation, cancellationPolicyHours, lateCancelFee: fee == null ? null : fromCents(fee) };
  }

  /**
   * An admin cancels a booking not yet started: the time is freed, the customer told (messaging on
   * booking.cancelled) and the hold released; or, with `lateCancelFee`, the late-cancellation fee
   * the customer agreed to is taken from the hold, only inside the policy window as for the customer.
   */
  private async adminCancel(admin: UserEntity, booking: BookingEntity, lateCancelFee: boolean): Promise<BookingSummaryDto> {
    if (!CHANGEABLE.includes(booking.status)) {
      throw conflict('INVALID_TRANSITION', `Only a booking not yet started can be cancelled; this one is ${booking.status.replace('_', ' ')}`);
    }
    if (!lateCancelFee) return this.cancelBooking(booking, actorOf(admin), CHANGEABLE);
    const options = await this.adminCancelOptions(booking.id);
    if (options.freeCancellation) throw conflict('POLICY_WINDOW', `No late-cancellation fee applies more than ${options.cancellationPolicyHours} hours before the start`);
    if (options.lateCancelFee == null) throw conflict('FEE_NOT_CHARGED', 'The customer did not agree to a late-cancellation fee for this booking');
    return this.cancelBooking(booking, actorOf(admin), CHANGEABLE, { kind: 'late_cancel', cents: toCents(options.lateCancelFee) });
  }

  /** The DADs an admin may reassign a pending or confirmed booking to: free for its time as it stands. */
  async reassignOptions(id: string): Promise<FreeDadDto[]> {
    return (await this.reassignChoices(id)).free;
  }

  /** Every other active DAD for a pending or confirmed booking: the free ones (fairest first), and the rest with why not. */
  async reassignChoices(id: string): Promise<ReassignChoicesDto> {
    const booking = await this.bookings.find(id);
    if (!booking) throw BookingErrors.notFound();
    if (!CHANGEABLE.includes(booking.status)) return { free: [], busy: [] };
    const { free, busy } = await this.schedule.candidates(booking);
    if (!free.length && !busy.length) return { free: [], busy: [] };
    const dads = await this.users.namesOf([...free, ...busy].map((dad) => dad.id));
    const named = (dadId: string) => {
      const { firstName, lastName } = dads.get(dadId)!;
      return { id: dadId, firstName, lastName };
    };
    return {
      free: free.map(({ id: dadId, addedDriveMinutes }) => ({ ...named(dadId), addedDriveMinutes })),
      busy: busy.map(({ id: dadId, reasons }) => ({ ...named(dadId), reasons })),
    };
  }

  /**
   * An admin gives a pending or confirmed booking to another DAD who is free for its window; the
   * time claims move in the same transaction, so the new DAD can never be double booked.
   */
  async reassign(admin: UserEntity, id: string, dadId: string): Promise<BookingSummaryDto> {
    const booking = await this.bookings.find(id);
    if (!booking) throw BookingErrors.notFound();
    if (!CHANGEABLE.includes(booking.status)) throw conflict('INVALID_TRANSITION', 'Only a pending or confirmed booking can be reassigned');
    if (booking.dadId === dadId) throw conflict('INVALID_TRANSITION', 'This DAD already has this booking');
    await this.schedule.reassign(booking, dadId, async (manager) => {
      const given = await this.bookings.updateIf(manager, id, CHANGEABLE, { dadId }, { dadId: booking.dadId ?? IsNull() });
      if (!given) throw conflict('BOOKING_CHANGED', CHANGED_MEANWHILE);
      await this.events.record(manager, id, 'dad_assigned', actorOf(admin), { fromDadId: booking.dadId, dadId });
    });
    await this.events.committed('booking.reassigned', { manager: this.bookings.manager, bookingId: id, actor: actorOf(admin), details: { fromDadId: booking.dadId, dadId }, before: booking });
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
    const details = { from: booking.status, ...(fee && { fee: fee.kind, feeCents: fee.cents }), ...(noShow && { noShow: true as const }) };
    await this.bookings.transaction(async (manager) => {
      const cancelled = await this.bookings.updateIf(manager, booking.id, from, { status: 'cancelled', ...(fee && { feeKind: fee.kind, feeCents: fee.cents }), ...(noShow && { noShow }) });
      if (!cancelled) throw conflict('BOOKING_CHANGED', CHANGED_MEANWHILE);
      // booking.cancelled, or booking.no-show: scheduling frees the time, loyalty gives the credit back, messaging tells the customer and the DAD.
      await this.events.record(manager, booking.id, 'cancelled', actor, details, booking);
    });
    // Payments takes the fee from the hold or releases it, now that the change stands.
    const committed = { manager: this.bookings.manager, bookingId: booking.id, actor, before: booking };
    if (details.noShow) await this.events.committed('booking.no-show', { ...committed, details: { ...details, fee: fee && 'no_show', noShow: true } });
    else await this.events.committed('booking.cancelled', { ...committed, details });
    return this.dto(booking.id);
  }

  private async own(user: UserEntity, id: string): Promise<BookingEntity> {
    const booking = await this.bookings.find(id);
    if (!booking || booking.customerId !== user.id) throw BookingErrors.notFound();
    return booking;
  }

  /**
   * The owner's limit of moves a customer makes to one booking (settings.maxReschedulesPerBooking, 0:
   * none), the same in the portal, by text and through the API: why no more, or null. An admin's
   * move does not count.
   */
  private async moveLimitReached(bookingId: string, limit?: number): Promise<string | null> {
    const max = limit ?? (await this.settings.get()).maxReschedulesPerBooking;
    if (!max) return null;
    const moves = await this.bookings.customerMoves(bookingId);
    return moves < max ? null : `This booking has been moved ${moves === 1 ? 'once' : `${moves} times`}, the most allowed online. Please contact us to change it.`;
  }

  /** `policyHours` null: the policy window is waived (a weather move). */
  private assertChangeable(booking: BookingEntity, policyHours: number | null): void {
    if (!CHANGEABLE.includes(booking.status)) {
      throw conflict('INVALID_TRANSITION', `Only a pending or confirmed booking can be changed; this one is ${booking.status.replace('_', ' ')}`);
    }
    if (policyHours != null && !outsidePolicy(booking, policyHours)) throw conflict('POLICY_WINDOW', cancellationPolicyText(policyHours));
  }

  private async dto(id: string): Promise<BookingSummaryDto> {
    return toBookingSummary(await this.bookings.get(id));
  }
}

