import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingReads } from '../bookings/booking-reads';
import { JobRunner } from '../platform/jobs/job-runner';
import { Users } from '../identity/users/users';
import { BookingPaymentLedger } from './booking-payment-ledger';
import { RENEW_UNTIL_AFTER_APPOINTMENT_MS, RENEW_WITHIN_MS, toCents } from './card-holds';
import { PaymentDeclinedError, PaymentGateway } from './payment-gateway';
import { idempotencyKey, PaymentsService } from './payments.service';

export const CARD_HOLD_JOB = 'card-hold-renewal';
const EVERY_MS = 60 * 60 * 1000;
/** Per run; the rest wait for the next hour (holds are renewed a day ahead). */
const BATCH = 100;

export interface RenewalReport {
  renewed: string[];
  declined: string[];
  lapsed: string[];
  released: string[];
}

/**
 * Card holds last about 7 days; a booking further out must still be collectable. The card is
 * saved at checkout, and a day before a hold lapses this job places a new hold on the saved card
 * off-session, then releases the old one (repeating every ~6 days until the payment is captured).
 * A declined renewal sets paymentIssue (the old hold still stands until it lapses); a hold that
 * lapses turns the payment 'failed' with its reason. It runs hourly as one job across instances.
 */
@Injectable()
export class CardHoldRenewal implements OnModuleInit {
  private readonly logger = new Logger(CardHoldRenewal.name);

  constructor(
    private readonly bookings: BookingReads,
    private readonly users: Users,
    private readonly gateway: PaymentGateway,
    private readonly ledger: BookingPaymentLedger,
    private readonly payments: PaymentsService,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: CARD_HOLD_JOB, everyMs: EVERY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  async run(now: Date): Promise<RenewalReport> {
    const report: RenewalReport = { renewed: [], declined: [], lapsed: [], released: [] };

    // Holds already gone: say so where an admin looks.
    const lapsed = await this.bookings.holdsLapsedBy(now, BATCH);
    for (const booking of lapsed) {
      if (await this.ledger.lapsed(booking.id, booking.stripePaymentIntentId!, 'The card hold expired before the payment was captured')) {
        report.lapsed.push(booking.id);
      }
    }

    // Cancelled bookings whose hold was left standing: release it (the customer should not wait a week).
    // A cancellation with a fee keeps its hold until the fee is taken from it.
    const cancelled = await this.bookings.cancelledHoldingCard(BATCH);
    for (const booking of cancelled) {
      await this.each(booking, async () => (await this.payments.releaseBookingHold(booking.id)) && report.released.push(booking.id));
    }

    const due = await this.bookings.holdsEndingWithin(now, new Date(now.getTime() + RENEW_WITHIN_MS), new Date(now.getTime() - RENEW_UNTIL_AFTER_APPOINTMENT_MS), BATCH);
    for (const booking of due) {
      await this.each(booking, async () => {
        const outcome = await this.renew(booking, now);
        if (outcome) report[outcome].push(booking.id);
      });
    }
    return report;
  }

  private async renew(booking: BookingEntity, now: Date): Promise<'renewed' | 'declined' | null> {
    const oldIntentId = booking.stripePaymentIntentId!;
    const customer = await this.users.byId(booking.customerId);
    if (!customer?.stripeCustomerId || !booking.stripePaymentMethodId) {
      await this.ledger.flag(booking.id, oldIntentId, 'The card hold cannot be renewed: no saved card');
      return 'declined';
    }
    const attempt = booking.paymentAttempt + 1;
    let intent;
    try {
      intent = await this.gateway.reauthorize({
        amountCents: toCents(booking.totalAmount),
        customerId: customer.stripeCustomerId,
        paymentMethodId: booking.stripePaymentMethodId,
        bookingId: booking.id,
        description: `Dad's Detailing booking ${booking.id} (hold renewed)`,
        idempotencyKey: idempotencyKey(booking.id, 'renew-hold', attempt),
      });
    } catch (error) {
      // A decline will not pass on retry: flag it for an admin. Anything else is retried next run.
      if (!(error instanceof PaymentDeclinedError)) throw error;
      await this.ledger.flag(booking.id, oldIntentId, `Card hold renewal failed: ${error.message}`);
      this.logger.warn(`Booking ${booking.id}: card hold renewal declined (${error.message})`);
      return 'declined';
    }

    if (!(await this.ledger.renewed(booking, intent, attempt, now))) {
      // The booking moved on meanwhile (captured, released): the new hold is not needed.
      await this.gateway.cancel(intent.id, idempotencyKey(booking.id, 'cancel', attempt));
      return null;
    }
    try {
      await this.gateway.cancel(oldIntentId, idempotencyKey(booking.id, 'cancel', booking.paymentAttempt));
    } catch (error) {
      // Harmless: an old hold that is not released lapses by itself within a day.
      this.logger.warn(`Booking ${booking.id}: the old hold ${oldIntentId} was not released (${String(error)})`);
    }
    return 'renewed';
  }

  /** One booking's trouble never stops the others. */
  private async each(booking: BookingEntity, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error(`Booking ${booking.id}: card hold job failed (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
