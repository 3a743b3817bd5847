import { Injectable } from '@nestjs/common';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type {
  CapturePaymentBody,
  CreatePaymentIntentBody,
  CreatePaymentIntentResponse,
  PayWithSavedCardBody,
  PaymentActionResponse,
  PaymentConfigDto,
} from '@dd/contracts/payment';
import { BookingEvents, type Actor } from '../bookings/booking-events';
import type { BookingEntity } from '../bookings/booking.entity';
import type { PaymentColumns } from '../bookings/booking.repository';
import { BookingReads } from '../bookings/booking-reads';
import { ApiException, conflict } from '../common/api-exception';
import { BookingErrors } from '../bookings/bookings.errors';
import { toBookingSummary } from '../bookings/booking.mapper';
import type { UserEntity } from '../identity/users/user.entity';
import { BookingPaymentLedger } from './booking-payment-ledger';
import { GatewayCustomers } from './gateway-customers';
import { toCents } from './card-holds';
import { paymentRequired, viaGateway } from './payment-errors';
import { PaymentErrors } from './payments.errors';
import { PaymentGateway, type GatewayIntent } from './payment-gateway';
import { PaymentMethodsService } from './payment-methods.service';
import { BookingFees } from './fees/booking-fees';

/** Intents the customer can still confirm (again, after a decline). */
const CONFIRMABLE = new Set<GatewayIntent['status']>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Stripe's smallest card charge in USD. */
const MIN_CHARGE_CENTS = 50;

import { idempotencyKey } from './idempotency-keys';

export { idempotencyKey };

/**
 * Card payments for bookings: authorized at checkout (and the card saved), captured by an admin
 * after the job, or released. The amount is always the booking's own total. The booking's
 * paymentStatus only moves through BookingPaymentLedger.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly bookings: BookingReads,
    private readonly events: BookingEvents,
    private readonly gateway: PaymentGateway,
    private readonly customers: GatewayCustomers,
    private readonly ledger: BookingPaymentLedger,
    private readonly cards: PaymentMethodsService,
    private readonly fees: BookingFees,
  ) {}

  config(): PaymentConfigDto {
    return { mode: this.gateway.mode, publishableKey: this.gateway.publishableKey };
  }

  /** The spec's create-payment-intent: an intent for the booking's total, reused while it can still be confirmed. */
  async createIntent(user: UserEntity, { bookingId, agreeToFeePolicy }: CreatePaymentIntentBody): Promise<CreatePaymentIntentResponse> {
    const { booking, amountCents, current } = await this.startPaying(user, bookingId, agreeToFeePolicy);
    if (current && CONFIRMABLE.has(current.status) && current.amountCents === amountCents) return intentResponse(current);
    if (current) await this.retire(booking, current);

    const customerId = await this.customers.customerFor(user);
    const attempt = booking.paymentAttempt + 1;
    const intent = await viaGateway('set up the payment', () =>
      this.gateway.createIntent({
        amountCents,
        customerId,
        bookingId: booking.id,
        description: `Dad's Detailing booking ${booking.id}`,
        idempotencyKey: idempotencyKey(booking.id, 'create-intent', attempt),
      }),
    );
    if (await this.ledger.startedIntent(booking.id, intent.id, booking.paymentAttempt, attempt)) return intentResponse(intent);
    // A parallel request started one first (with the same key, so normally this very intent): answer with the booking's.
    const fresh = await this.bookings.rowOrFail(booking.id);
    if (fresh.stripePaymentIntentId === intent.id || !fresh.stripePaymentIntentId) return intentResponse(intent);
    return intentResponse(await viaGateway('load the payment', () => this.gateway.retrieveIntent(fresh.stripePaymentIntentId!)));
  }

  /**
   * A returning customer's checkout on a card saved in Payment Methods: the total is held on it at
   * once, as the hold renewal does, and recorded; no card form. A decline is a 402 with the
   * provider's message, and the customer may try another card.
   */
  async payWithSavedCard(user: UserEntity, bookingId: string, { paymentMethodId, agreeToFeePolicy }: PayWithSavedCardBody, { retry }: { retry?: string } = {}): Promise<BookingSummaryDto> {
    const card = await this.cards.ownCard(user, paymentMethodId);
    const { booking, amountCents, current } = await this.startPaying(user, bookingId, agreeToFeePolicy);
    if (current) await this.retire(booking, current);

    const customerId = await this.customers.customerFor(user);
    const attempt = booking.paymentAttempt + 1;
    let intent: GatewayIntent;
    try {
      intent = await viaGateway('hold the card', () =>
        this.gateway.reauthorize({
          amountCents,
          customerId,
          paymentMethodId: card.stripePaymentMethodId,
          bookingId: booking.id,
          description: `Dad's Detailing booking ${booking.id}`,
          // Per card: trying another saved card after a decline is a new request, not a replay; so is a
          // scheduled retry of the same card (`retry` names it: two instances making it send one request).
          idempotencyKey: idempotencyKey(booking.id, `saved-card-${card.id}${retry ? `-${retry}` : ''}`, attempt),
        }),
      );
    } catch (error) {
      // Declined: the booking is failed, as after a decline on the card form; another card may be tried.
      if (error instanceof ApiException && error.code === 'PAYMENT_FAILED') await this.ledger.failed(booking.id, booking.stripePaymentIntentId);
      throw error;
    }
    if (!(await this.ledger.startedIntent(booking.id, intent.id, booking.paymentAttempt, attempt))) {
      // Another payment of this booking started meanwhile: this hold is not needed.
      await viaGateway('release the card hold', () => this.gateway.cancel(intent.id, idempotencyKey(booking.id, 'cancel', attempt)));
      throw PaymentErrors.inProgress();
    }
    await this.record({ ...booking, stripePaymentIntentId: intent.id }, intent, user);
    return this.bookingDto(booking.id);
  }

  /**
   * What both ways of paying start with: the customer's own booking with what it has to pay, the fee
   * policy they agreed to recorded in the words they were shown (before any card is held), and the
   * booking's current intent.
   */
  private async startPaying(user: UserEntity, bookingId: string, agreeToFeePolicy: boolean | undefined) {
    const booking = await this.ownBooking(user, bookingId);
    const amountCents = payableCents(booking);
    if (agreeToFeePolicy) await this.fees.recordAgreement(booking.id, booking.totalAmount);
    return { booking, amountCents, current: await this.currentIntent(booking) };
  }

  /** The booking's current intent, unless it was already paid (then that is recorded and refused). */
  private async currentIntent(booking: BookingEntity): Promise<GatewayIntent | null> {
    if (!booking.stripePaymentIntentId) return null;
    const current = await viaGateway('load the payment', () => this.gateway.retrieveIntent(booking.stripePaymentIntentId!));
    if (current.status === 'requires_capture' || current.status === 'succeeded') {
      // Confirmed but never recorded (the confirm call was lost): record it now.
      await this.record(booking, current);
      throw PaymentErrors.alreadyPaid();
    }
    return current;
  }

  /** Cancels an intent that will not be used (a stale amount, or paying another way), so only the new one can be confirmed. */
  private async retire(booking: BookingEntity, intent: GatewayIntent): Promise<void> {
    if (intent.status === 'canceled') return;
    await viaGateway('set up the payment', () => this.gateway.cancel(intent.id, idempotencyKey(booking.id, 'cancel', booking.paymentAttempt)));
  }

  /**
   * After the card form: the server asks the gateway how the intent ended and records it. Repeating
   * it is harmless. A decline is a 402 with the provider's message and leaves the booking failed.
   */
  async confirmPayment(user: UserEntity, bookingId: string): Promise<BookingSummaryDto> {
    const booking = await this.ownBooking(user, bookingId);
    if (booking.paymentStatus === 'authorized' || booking.paymentStatus === 'captured') return toBookingSummary(booking);
    if (!booking.stripePaymentIntentId) throw PaymentErrors.notStarted();

    const intent = await viaGateway('check the payment', () => this.gateway.retrieveIntent(booking.stripePaymentIntentId!));
    if (intent.status === 'requires_payment_method' && intent.lastError) {
      await this.ledger.failed(booking.id, intent.id);
      throw paymentRequired(intent.lastError);
    }
    if (intent.status === 'canceled') throw PaymentErrors.canceled();
    if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') {
      throw PaymentErrors.notConfirmed();
    }
    // The booking as the card hold left it, without reading it back (a capture, or a move made meanwhile, is read).
    const held = await this.record(booking, intent, user);
    return toBookingSummary(held ? { ...booking, ...held } : await this.bookings.rowOrFail(booking.id));
  }

  /**
   * dad-and-admin §7: takes the held money, once the job is completed (money is taken for work done).
   * A second call changes nothing and says so.
   */
  async capture({ bookingId, paymentIntentId }: CapturePaymentBody, admin: Actor): Promise<PaymentActionResponse> {
    const booking = await this.findBooking(bookingId);
    if (booking.stripePaymentIntentId !== paymentIntentId) {
      throw PaymentErrors.mismatch();
    }
    if (booking.paymentStatus === 'captured') return { message: 'Payment already captured', booking: toBookingSummary(booking) };
    if (booking.paymentStatus !== 'authorized') {
      throw conflict('INVALID_TRANSITION', `Only an authorized payment can be captured; this one is ${booking.paymentStatus}`);
    }
    if (booking.status !== 'completed') throw conflict('INVALID_TRANSITION', 'A payment is captured after the job is completed');

    const intent = await viaGateway('capture the payment', () =>
      this.gateway.capture(paymentIntentId, toCents(booking.totalAmount), idempotencyKey(booking.id, 'capture', booking.paymentAttempt)),
    );
    if (intent.status === 'canceled') {
      await this.ledger.lapsed(booking.id, intent.id, 'The card hold ended before the payment was captured');
      throw PaymentErrors.holdEnded();
    }
    if (intent.status !== 'succeeded') throw PaymentErrors.notCaptured(intent.status);
    const moved = await this.ledger.captured(booking.id, intent.id, intent.amountCapturedCents || toCents(booking.totalAmount));
    if (moved) await this.recordEvent(booking.id, admin, { paymentStatus: 'captured' });
    return { message: moved ? 'Payment captured' : 'Payment already captured', booking: await this.bookingDto(booking.id) };
  }

  /**
   * PUT /api/admin/bookings/{id} with paymentStatus 'captured': records a capture made at the gateway
   * (e.g. in Stripe's dashboard) only when the gateway says the money was taken; else 409.
   */
  async recordGatewayCapture(bookingId: string, admin: Actor): Promise<void> {
    const booking = await this.findBooking(bookingId);
    if (booking.paymentStatus === 'captured') return;
    const intent = booking.stripePaymentIntentId
      ? await viaGateway('check the payment', () => this.gateway.retrieveIntent(booking.stripePaymentIntentId!))
      : null;
    if (intent?.status !== 'succeeded') throw conflict('INVALID_TRANSITION', 'The payment gateway has not captured this payment');
    if (await this.ledger.captured(booking.id, intent.id, intent.amountCapturedCents)) await this.recordEvent(booking.id, admin, { paymentStatus: 'captured', source: 'gateway' });
  }

  /** A payment move an admin made, in the booking's events and announced (booking.payment-changed), as every payment change is. */
  private recordEvent(bookingId: string, actor: Actor, details: Record<string, unknown>): Promise<void> {
    return this.events.record(null, bookingId, 'payment_changed', actor, details);
  }

  /** The admin's release of a booking's card hold (see releaseBookingHold). */
  async release(bookingId: string): Promise<PaymentActionResponse> {
    const released = await this.releaseBookingHold(bookingId);
    return { message: released ? 'Card hold released' : 'Card hold already released', booking: await this.bookingDto(bookingId) };
  }

  /**
   * Releases the booking's card hold so nothing will be charged (paymentStatus 'refunded'). For
   * cancellations: the bookings code calls this. Idempotent: false when it was already released.
   * A captured payment is refused: it is refunded instead (refunds/refunds.service.ts).
   */
  async releaseBookingHold(bookingId: string): Promise<boolean> {
    // A renewal may swap the intent between reading and writing: then go again with the new one.
    for (let round = 0; round < 3; round++) {
      const booking = await this.findBooking(bookingId);
      if (booking.paymentStatus === 'refunded') return false;
      if (booking.paymentStatus === 'captured') throw PaymentErrors.alreadyCaptured();
      const intentId = booking.stripePaymentIntentId;
      if (intentId) {
        const intent = await viaGateway('release the card hold', () =>
          this.gateway.cancel(intentId, idempotencyKey(booking.id, 'cancel', booking.paymentAttempt)),
        );
        if (intent.status === 'succeeded') {
          await this.ledger.captured(booking.id, intentId, intent.amountCapturedCents);
          throw PaymentErrors.alreadyCaptured();
        }
      }
      if (await this.ledger.released(booking.id, intentId)) return true;
    }
    throw PaymentErrors.changedWhileReleasing();
  }

  /**
   * Records what the gateway says about the booking's current intent. `customer`: the booking's
   * customer as the request read them, when it is theirs. The columns a card hold moved, if it did.
   */
  private async record(booking: BookingEntity, intent: GatewayIntent, customer?: UserEntity): Promise<PaymentColumns | null> {
    let held: PaymentColumns | null = null;
    if (intent.status === 'succeeded') await this.ledger.captured(booking.id, intent.id, intent.amountCapturedCents);
    else held = await this.ledger.authorized(booking.id, intent, new Date(), undefined, customer ?? { id: booking.customerId });
    // The card that holds it is saved for the customer (Payment Methods).
    await this.cards.saveFromCheckout(booking.customerId, intent.paymentMethodId, intent.card);
    return held;
  }

  /** A booking of this customer's; to anyone else it does not exist. */
  private async ownBooking(user: UserEntity, bookingId: string): Promise<BookingEntity> {
    const booking = await this.bookings.findOwn(user.id, bookingId);
    if (!booking) throw BookingErrors.notFound();
    return booking;
  }

  private async findBooking(bookingId: string): Promise<BookingEntity> {
    const booking = await this.bookings.row(bookingId);
    if (!booking) throw BookingErrors.notFound();
    return booking;
  }

  private async bookingDto(bookingId: string): Promise<BookingSummaryDto> {
    return toBookingSummary(await this.bookings.rowOrFail(bookingId));
  }
}

/** What a pending booking that is not paid yet has to pay by card, in cents; anything else is a 409. */
function payableCents(booking: BookingEntity): number {
  if (booking.paymentStatus === 'authorized' || booking.paymentStatus === 'captured') {
    throw PaymentErrors.alreadyPaid();
  }
  if (booking.status !== 'pending' || booking.paymentStatus === 'refunded') throw PaymentErrors.notPayable();
  const amountCents = toCents(booking.totalAmount);
  if (amountCents < MIN_CHARGE_CENTS) throw PaymentErrors.nothingToPay();
  return amountCents;
}

const intentResponse = (intent: GatewayIntent): CreatePaymentIntentResponse => ({ clientSecret: intent.clientSecret, paymentIntentId: intent.id });
