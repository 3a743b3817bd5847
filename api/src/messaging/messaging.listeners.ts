import { Injectable } from '@nestjs/common';
import type { BookingCancelled, BookingChange, BookingCreated, BookingRescheduled } from '../bookings/bookings.events';
import type { AccountLinkIssued } from '../identity/identity.events';
import type { RewardReached } from '../loyalty/loyalty.events';
import type { PaymentChange } from '../payments/payments.events';
import { OnChange } from '../platform/events/events';
import { Notifications } from './notifications';

/** The messages the features' changes send, written to the outbox in the change's transaction (On my way's, with its tracking link: the tracking feature). */
@Injectable()
export class MessagingListeners {
  constructor(private readonly notifications: Notifications) {}

  /** The card is held: the booking is made (a visitor's new account was told first, by its password link). */
  @OnChange('payment.authorized')
  async received({ manager, bookingId }: PaymentChange): Promise<void> {
    await this.notifications.bookingReceived(manager, bookingId);
  }

  /** A booking whose card is held later (a plan visit placed weeks ahead) is made now: told now, once (the hold's message has the same key). */
  @OnChange('booking.created')
  async created({ manager, bookingId, details }: BookingChange<BookingCreated>): Promise<void> {
    if (details.paymentDueAt) await this.notifications.bookingReceived(manager, bookingId);
  }

  @OnChange('booking.confirmed')
  async confirmed({ manager, bookingId }: BookingChange): Promise<void> {
    await this.notifications.bookingConfirmed(manager, bookingId);
  }

  @OnChange('booking.rescheduled')
  async rescheduled({ manager, bookingId, before }: BookingChange<BookingRescheduled>): Promise<void> {
    if (before) await this.notifications.bookingRescheduled(manager, bookingId, before);
  }

  /** I'm Here: the customer hears the detailer is at the car (early, if before the window and so asked). An admin's status change is not an arrival. */
  @OnChange('booking.started')
  async started({ manager, bookingId, actor, details }: BookingChange<{ early?: boolean }>): Promise<void> {
    if (actor.role !== 'dad') return;
    await (details.early ? this.notifications.arrivedEarly(manager, bookingId) : this.notifications.arrived(manager, bookingId));
  }

  /**
   * A hold the system let run out was never a booking the customer made, so nobody is told of it;
   * unless its payment was arranged for later (a plan visit), which they were told of when it was made.
   */
  @OnChange('booking.cancelled')
  async cancelled({ manager, bookingId }: BookingChange<BookingCancelled>): Promise<void> {
    await this.notifications.bookingCancelled(manager, bookingId);
  }

  /** A no-show: the DAD hears the job is off as a no-show; the customer hears of the fee once it is taken, or of the released hold. */
  @OnChange('booking.no-show')
  async noShow({ manager, bookingId }: BookingChange): Promise<void> {
    await this.notifications.bookingCancelled(manager, bookingId);
  }

  @OnChange('payment.fee-captured')
  async feeCaptured({ manager, bookingId }: PaymentChange): Promise<void> {
    await this.notifications.feeCharged(manager, bookingId);
  }

  /** Each kind of account link has its email; the token goes nowhere else. */
  @OnChange('account.link-issued')
  async linkIssued({ manager, user, purpose, email, token, linkId }: AccountLinkIssued): Promise<void> {
    if (purpose === 'device') return this.notifications.signInLink(manager, user, token, linkId);
    if (purpose === 'email') return this.notifications.emailChange(manager, user, email!, token, linkId);
    await this.notifications.passwordLink(manager, user, purpose === 'reset' ? 'password_reset' : 'password_set', token, linkId);
  }

  @OnChange('loyalty.reward-reached')
  async rewardReached({ manager, user, reward }: RewardReached): Promise<void> {
    await this.notifications.rewardReachable(manager, user, reward);
  }
}
