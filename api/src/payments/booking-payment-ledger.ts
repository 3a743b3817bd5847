import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentStatus } from '@dd/contracts/enums';
import type { BookingEntity } from '../bookings/booking.entity';
import type { UserEntity } from '../identity/users/user.entity';
import { BookingRepository, type PaymentColumns } from '../bookings/booking.repository';
import { addWithin, takeBack, wholeCents } from '../platform/database/bounded-counter';
import { PasswordLinks } from '../identity/password/password-links';
import { Events } from '../platform/events/events';
import { holdExpiresAt } from './card-holds';
import { BookingTipEntity } from './tips/booking-tip.entity';
import type { GatewayIntent } from './payment-gateway';

/**
 * The one place a booking's payment state moves. Every move is a conditional UPDATE naming the
 * intent it is about and the states it may leave, so a repeated or late message (a replayed
 * webhook, a second confirm, an old intent's event after a renewal) changes nothing, and two
 * instances racing cannot both win. Each method says whether it moved the booking.
 * captured and refunded are final here. The booking's columns are written by bookings' named
 * writes (BookingRepository's static methods, decision record 0307) in this ledger's transaction.
 */
@Injectable()
export class BookingPaymentLedger {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwordLinks: PasswordLinks,
    private readonly events: Events,
  ) {}

  /**
   * The card is held: from pending or failed (a retry with another card). The booking is now made: it is announced (payments.events.ts), a visitor's new account told first.
   * The booking's columns as moved (`authorizedColumns`), or null when it had moved meanwhile.
   */
  async authorized(bookingId: string, intent: GatewayIntent, now: Date, manager?: EntityManager, customer?: Pick<UserEntity, 'id'> & Partial<Pick<UserEntity, 'passwordLinkDue'>>): Promise<PaymentColumns | null> {
    const held = async (m: EntityManager) => {
      const columns = authorizedColumns(intent, now);
      if (!(await this.move(bookingId, intent.id, ['pending', 'failed'], m, columns))) return null;
      // A visitor's new account is told of only now: a declined card makes no booking to follow.
      // The caller that read the booking names its customer; a webhook's move reads it.
      await this.passwordLinks.sendDue(m, customer ?? { id: await BookingRepository.customerOf(m, bookingId) });
      await this.events.emit('payment.authorized', { manager: m, bookingId });
      return columns;
    };
    return manager ? held(manager) : this.dataSource.transaction(held);
  }

  /** The card was declined at checkout; the customer may try again. */
  failed(bookingId: string, intentId: string | null, manager?: EntityManager): Promise<boolean> {
    return this.move(bookingId, intentId, ['pending'], manager, { paymentStatus: 'failed' });
  }

  /** The money is taken (also when it was captured outside the app, e.g. in Stripe's dashboard): `amountCents` is what the capture took. */
  captured(bookingId: string, intentId: string, amountCents: number, manager?: EntityManager): Promise<boolean> {
    return this.move(bookingId, intentId, ['pending', 'authorized', 'failed'], manager, {
      paymentStatus: 'captured',
      paymentIssue: null,
      paymentCapturedAt: new Date(),
      paymentCapturedCents: amountCents,
    });
  }

  /**
   * Reserves `amountCents` of the capture for a refund: one conditional UPDATE that only adds when
   * what was refunded stays within what was captured (refundFits), so two admins at once cannot over-refund.
   */
  reserveRefund(bookingId: string, intentId: string, amountCents: number, manager: EntityManager): Promise<boolean> {
    return BookingRepository.reserveRefund(manager, bookingId, intentId, amountCents);
  }

  /** Gives a reservation back (the gateway refused or failed the refund); never below nothing (mayUnreserve). */
  unreserveRefund(bookingId: string, amountCents: number, manager: EntityManager): Promise<void> {
    return BookingRepository.unreserveRefund(manager, bookingId, amountCents);
  }

  /** Everything captured went back (refundedInFull): paymentStatus 'refunded' (the spec's enum), once. */
  fullyRefunded(bookingId: string, manager: EntityManager): Promise<boolean> {
    return BookingRepository.markRefundedInFull(manager, bookingId);
  }

  /** The tip's version of reserveRefund: its own charge, so never more back than the tip (refundFits). */
  reserveTipRefund(tipId: string, amountCents: number, manager: EntityManager): Promise<boolean> {
    return addWithin(manager, BookingTipEntity, 'refundedCents', 'amountCents', amountCents, "id = :tipId AND status = 'succeeded'", { tipId });
  }

  /** The tip's version of unreserveRefund. */
  unreserveTipRefund(tipId: string, amountCents: number, manager: EntityManager): Promise<void> {
    return takeBack(manager, BookingTipEntity, 'refundedCents', tipId, amountCents);
  }

  /**
   * We released the hold (or there was none): 'refunded' here means nothing will be charged for
   * this booking. `intentId` null for a booking that never had an intent.
   */
  released(bookingId: string, intentId: string | null, manager?: EntityManager): Promise<boolean> {
    return this.move(bookingId, intentId, ['pending', 'authorized', 'failed'], manager, { paymentStatus: 'refunded', paymentIssue: null });
  }

  /** The hold ended without us (it lapsed, or was released at the gateway): it can no longer be captured. */
  lapsed(bookingId: string, intentId: string, issue: string, manager?: EntityManager): Promise<boolean> {
    return this.move(bookingId, intentId, ['authorized'], manager, { paymentStatus: 'failed', paymentIssue: issue });
  }

  /** Something an admin should see while the hold still stands (e.g. its renewal was declined). */
  flag(bookingId: string, intentId: string, issue: string): Promise<boolean> {
    return this.move(bookingId, intentId, ['authorized'], undefined, { paymentIssue: issue });
  }

  /** A renewed hold replaces the old one, unless the booking moved on meanwhile (captured, released, renewed). */
  renewed(booking: BookingEntity, intent: GatewayIntent, attempt: number, now: Date): Promise<boolean> {
    return this.move(
      booking.id,
      booking.stripePaymentIntentId,
      ['authorized'],
      undefined,
      {
        stripePaymentIntentId: intent.id,
        paymentAttempt: attempt,
        stripePaymentMethodId: intent.paymentMethodId ?? booking.stripePaymentMethodId,
        paymentAuthorizedAt: now,
        paymentHoldExpiresAt: holdExpiresAt(intent.captureBefore, now),
        paymentIssue: null,
      },
      booking.paymentAttempt,
    );
  }

  /** A new intent for the booking; only if nobody else started one since `previousAttempt` was read. */
  startedIntent(bookingId: string, intentId: string, previousAttempt: number, attempt: number): Promise<boolean> {
    return BookingRepository.startIntent(this.dataSource.manager, bookingId, intentId, previousAttempt, attempt);
  }

  private move(bookingId: string, intentId: string | null, from: PaymentStatus[], manager: EntityManager | undefined, values: PaymentColumns, attempt?: number): Promise<boolean> {
    return BookingRepository.movePayment(manager ?? this.dataSource.manager, bookingId, intentId, from, values, attempt);
  }
}

/** A held card's columns on its booking; `updatedAt` too, so the caller knows the row as written without reading it back. */
function authorizedColumns(intent: GatewayIntent, now: Date): PaymentColumns {
  return {
    paymentStatus: 'authorized',
    stripePaymentMethodId: intent.paymentMethodId,
    paymentAuthorizedAt: now,
    paymentHoldExpiresAt: holdExpiresAt(intent.captureBefore, now),
    paymentIssue: null,
    updatedAt: now,
  };
}

/*
 * The refund rules the conditional UPDATEs state in SQL (platform/database/bounded-counter.ts, and
 * BookingRepository.markRefundedInFull), as functions for the unit tests' in-memory ledger (the
 * MariaDB suites prove the queries say the same).
 */

/** A refund of `cents` fits when what was refunded stays within what was taken (nothing was: nothing fits). */
export function refundFits(takenCents: number | null, refundedCents: number, cents: number): boolean {
  return takenCents != null && refundedCents + wholeCents(cents) <= takenCents;
}

/** A reservation is given back only from what is reserved, so refunded never goes below nothing. */
export function mayUnreserve(refundedCents: number, cents: number): boolean {
  return refundedCents >= wholeCents(cents);
}

/** A captured payment is refunded in full once everything captured went back. */
export function refundedInFull(booking: Pick<BookingEntity, 'paymentStatus' | 'paymentCapturedCents' | 'paymentRefundedCents'>): boolean {
  return booking.paymentStatus === 'captured' && booking.paymentCapturedCents != null && booking.paymentRefundedCents >= booking.paymentCapturedCents;
}

export { wholeCents };
