import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toBookingSummary } from '../bookings/booking.mapper';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingRepository, type BookingWithPeople } from '../bookings/booking.repository';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { BookingPhotos } from '../media/images/booking-photos';
import { fileUrl } from '../media/images/image-files';
import { UnsubscribeLinks } from '../identity/email/unsubscribe-links';
import type { Language } from '@dd/contracts/language';
import type { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';
import { Outbox, type MessageDraft } from './outbox';
import type { RenderedEmail } from './message-layout';
import type { Reader } from './reader';
import { bookingMoney } from '@dd/domain/booking-money';
import { fromCents } from '@dd/domain/pricing';
import {
  arrivedEarlyEmail,
  arrivedEmail,
  confirmedByTextSms,
  noBookingSms,
  onTheWayEmail,
  runningLateEmail,
  bookingCompletedEmail,
  feeChargedEmail,
  customerBookingEmail,
  dadBookingEmail,
  emailChangeEmail,
  passwordEmail,
  planChangedEmail,
  planPaymentFailedEmail,
  planStoppedEmail,
  planUnplacedEmail,
  rewardReachableEmail,
  signInLinkEmail,
  waitlistOfferEmail,
  weatherRiskEmail,
  type AccountKind,
  type BookingView,
  type CustomerBookingKind,
  type DadBookingKind,
  type JobRemoval,
  type PlanChange,
  type TemplateContext,
} from './templates';

/**
 * The messages people get when something happens they should hear about: called by messaging's
 * listeners of what the features below announce (messaging.listeners.ts), its jobs and the features
 * above it. Every method
 * takes the EntityManager of the caller's transaction: the messages commit or roll back with the
 * change. Booking messages go out only for bookings the customer has seen confirmed (the card was
 * held at least once); an abandoned checkout tells nobody anything.
 */
@Injectable()
export class Notifications {
  readonly context: TemplateContext;

  constructor(
    private readonly outbox: Outbox,
    private readonly unsubscribe: UnsubscribeLinks,
    private readonly users: Users,
    private readonly photos: BookingPhotos,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.context = { publicUrl: config.publicUrl, organizerEmail: addressOf(config.messages.mailFrom) };
  }

  /** The card is held: the customer gets the booking with its invite, the DAD the new job. */
  async bookingReceived(manager: EntityManager, bookingId: string): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    // Both messages in one statement.
    const drafts = [this.customerDraft(booking, 'booking_received', 'received'), this.dadDraft(booking, booking.dad, 'dad_assigned', 'assigned')];
    await this.outbox.enqueueAll(manager, drafts.filter((draft) => draft !== null));
  }

  /** An admin confirmed the pending booking. */
  async bookingConfirmed(manager: EntityManager, bookingId: string): Promise<void> {
    await this.toCustomer(manager, await BookingRepository.withPeople(manager, bookingId), 'booking_confirmed', 'confirmed');
  }

  /**
   * A new time (and maybe a new DAD): the same invite with a higher SEQUENCE; each DAD hears their
   * part. `before` is the booking as it was: a DAD who lost it is told of the job they had.
   */
  async bookingRescheduled(manager: EntityManager, bookingId: string, before: Pick<BookingEntity, 'dadId' | 'scheduledDate' | 'startTime' | 'endTime'>): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    const step = `rescheduled:${booking.appointmentChanges}`;
    await this.toCustomer(manager, booking, 'booking_rescheduled', step);
    if (before.dadId === booking.dadId) return this.toDad(manager, booking, booking.dad, 'dad_changed', step);
    const lost = { ...booking, scheduledDate: before.scheduledDate, startTime: before.startTime, endTime: before.endTime };
    await this.toDad(manager, lost, before.dadId ? await this.users.byId(before.dadId, manager) : null, 'dad_unassigned', step);
    await this.toDad(manager, booking, booking.dad, 'dad_assigned', step);
  }

  /** METHOD:CANCEL for the customer's calendar; the DAD's job is off their schedule. */
  async bookingCancelled(manager: EntityManager, bookingId: string): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    // A cancellation with a fee is told once the fee is taken (feeCharged), not as 'your hold is released'.
    if (!booking.feeKind) await this.toCustomer(manager, booking, 'booking_cancelled', 'cancelled');
    await this.toDad(manager, booking, booking.dad, 'dad_unassigned', 'cancelled', booking.noShow ? 'no_show' : 'cancelled');
  }

  /** The DAD started the job before the arrival window, having been asked (issue 37): the customer hears it at once. */
  async arrivedEarly(manager: EntityManager, bookingId: string): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    await this.outbox.enqueue(manager, {
      key: `booking:${bookingId}:arrived-early`,
      kind: 'arrived_early',
      to: booking.customer!,
      audience: 'service',
      render: (reader) => arrivedEarlyEmail(reader, this.context, viewOf(booking)),
    });
  }

  /** The DAD set out (issue 43): once per link, in the customer's channel, with the tracking link (the tracking feature, above). */
  async onTheWay(manager: EntityManager, bookingId: string, expectedAt: Date, trackUrl: string, anewUntil?: Date): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    await this.outbox.enqueue(manager, {
      // A new link after a reassignment or move (anewUntil: its expiry) is a message of its own.
      key: `booking:${bookingId}:on-the-way${anewUntil ? `:${anewUntil.getTime() / 1000}` : ''}`,
      kind: 'on_the_way',
      to: booking.customer!,
      audience: 'service',
      render: (reader) => onTheWayEmail(reader, this.context, viewOf(booking), expectedAt, trackUrl),
    });
  }

  /** The DAD is now expected after the window (issue 43, the tracking feature): `slip` counts the warnings, one message each. */
  async runningLate(manager: EntityManager, bookingId: string, slip: number, expectedAt: Date, trackUrl: string | null): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    await this.outbox.enqueue(manager, {
      key: `booking:${bookingId}:late:${slip}`,
      kind: 'running_late',
      to: booking.customer!,
      audience: 'service',
      render: (reader) => runningLateEmail(reader, this.context, viewOf(booking), expectedAt, trackUrl),
    });
  }

  /** I'm Here within the window (issue 43); before it, arrivedEarly says so. */
  async arrived(manager: EntityManager, bookingId: string): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    await this.outbox.enqueue(manager, {
      key: `booking:${bookingId}:arrived`,
      kind: 'arrived',
      to: booking.customer!,
      audience: 'service',
      render: (reader) => arrivedEmail(reader, this.context, viewOf(booking)),
    });
  }

  /** The answer to a text `C` (keyed by the text it answers, so a retried webhook answers once). */
  async answerConfirm(manager: EntityManager, key: string, phone: string, userId: string | null, bookingId: string | null, language: string | null): Promise<void> {
    const booking = bookingId ? await BookingRepository.withPeople(manager, bookingId) : null;
    const body = (r: Reader) => (booking ? confirmedByTextSms(r, viewOf(booking)) : noBookingSms(r));
    await this.outbox.text(manager, { key, kind: 'text_confirm', phone, userId, subject: 'Answer to C', body, language });
  }

  /** The late-cancellation or no-show fee was captured from the hold (once per booking). */
  async feeCharged(manager: EntityManager, bookingId: string): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    if (!booking.feeKind || booking.feeCents == null) return;
    const kind = booking.feeKind;
    const fee = fromCents(booking.feeCents);
    await this.outbox.enqueue(manager, {
      key: `booking:${bookingId}:fee-charged`,
      kind: 'fee_charged',
      to: booking.customer!,
      audience: 'service',
      render: (reader) => feeChargedEmail(reader, this.context, viewOf(booking), kind, fee),
    });
  }

  /** The job is done: before/after thumbnails, the receipt link and a review request. */
  async bookingCompleted(manager: EntityManager, bookingId: string): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    const photos = (await this.photos.thumbnails(manager, bookingId)).map((m) => ({ url: `${this.context.publicUrl}${fileUrl(m.imageId, m.storagePath)}`, mediaType: m.mediaType }));
    await this.outbox.enqueue(manager, {
      key: `booking:${bookingId}:completed`,
      kind: 'booking_completed',
      to: booking.customer!,
      audience: 'service',
      render: (reader) => bookingCompletedEmail(reader, this.context, viewOf(booking), photos),
    });
  }

  /** A one-time password link (the raw token exists only in this message). Always sent. */
  async passwordLink(manager: EntityManager, user: UserEntity, kind: AccountKind, token: string, tokenId: string): Promise<void> {
    await this.outbox.enqueue(manager, {
      key: `user:${user.id}:${kind}:${tokenId}`,
      kind,
      to: user,
      audience: 'account',
      render: (reader) => passwordEmail(reader, kind, this.context, user, token),
    });
  }

  /** The link that lets a new browser sign in once guesses used up the account's attempts. Always sent. */
  async signInLink(manager: EntityManager, user: UserEntity, token: string, tokenId: string): Promise<void> {
    await this.outbox.enqueue(manager, {
      key: `user:${user.id}:sign_in_link:${tokenId}`,
      kind: 'sign_in_link',
      to: user,
      audience: 'account',
      render: (reader) => signInLinkEmail(reader, this.context, user, token),
    });
  }

  /** A new address to confirm: the link goes to it, and a notice to the address in use. Always sent. */
  async emailChange(manager: EntityManager, user: UserEntity, newEmail: string, token: string, tokenId: string): Promise<void> {
    for (const kind of ['email_confirm', 'email_change_notice'] as const) {
      await this.outbox.enqueue(manager, {
        key: `user:${user.id}:${kind}:${tokenId}`,
        kind,
        to: user,
        address: kind === 'email_confirm' ? newEmail : undefined,
        audience: 'account',
        render: (reader) => emailChangeEmail(reader, kind, this.context, user, newEmail, token),
      });
    }
  }

  /** Promotional, once per reward: the balance has reached its cost. */
  async rewardReachable(manager: EntityManager, user: UserEntity, reward: { id: string; name: string; points: number }): Promise<void> {
    await this.outbox.enqueue(manager, {
      key: `user:${user.id}:reward_reachable:${reward.id}`,
      kind: 'reward_reachable',
      to: user,
      audience: 'promotional',
      render: (reader) => rewardReachableEmail(reader, this.context, user, reward, user.washPoints, this.unsubscribe.urls(user.id)),
    });
  }

  /** A waitlist offer (the waitlist feature, above): one message per offer, by the customer's channels. */
  async waitlistOffer(manager: EntityManager, user: UserEntity, offer: { id: string; date: string; windowLabel: string; minutes: number }): Promise<void> {
    await this.outbox.enqueue(manager, {
      key: `waitlist_offer:${offer.id}`,
      kind: 'waitlist_offer',
      to: user,
      audience: 'service',
      render: (reader) => waitlistOfferEmail(reader, this.context, user, offer, 'customer'),
    });
  }

  /**
   * A waitlist offer to a visitor without an account: to the email and/or phone they gave (texts as
   * service messages, as a customer's), linking to the page where they confirm it.
   */
  async waitlistOfferToVisitor(
    manager: EntityManager,
    visitor: { firstName: string; email: string | null; phone: string | null; language: Language | null },
    offer: { id: string; date: string; windowLabel: string; minutes: number },
  ): Promise<void> {
    const to = { id: null, email: visitor.email ?? '', phone: visitor.phone, language: visitor.language, isActive: true, emailNotifications: !!visitor.email, smsNotifications: !!visitor.phone, promotionalEmails: false, preferredContactMethod: 'both' as const };
    await this.outbox.enqueue(manager, {
      key: `waitlist_offer:${offer.id}`,
      kind: 'waitlist_offer',
      to,
      audience: 'service',
      render: (reader) => waitlistOfferEmail(reader, this.context, visitor, offer, 'visitor'),
    });
  }

  /** The day before a job at risk from the weather (the weather feature, above): its customer, once. */
  async weatherRisk(manager: EntityManager, bookingId: string, risk: { risk: 'rain' | 'heat'; precipitationChance: number; temperatureF: number }): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    if (!booking.paymentAuthorizedAt) return;
    await this.outbox.enqueue(manager, {
      key: `booking:${booking.id}:weather_risk`,
      kind: 'weather_risk',
      to: booking.customer!,
      audience: 'service',
      render: (reader) => weatherRiskEmail(reader, this.context, viewOf(booking), risk),
    });
  }

  /**
   * A change of the customer's maintenance plan, called by plans in the change's transaction; `key`
   * names the change (one email per change). Each visit's booking has its own emails and invite.
   */
  async planChanged(manager: EntityManager, user: UserEntity, key: string, change: PlanChange): Promise<void> {
    await this.outbox.enqueue(manager, { key, kind: 'plan_changed', to: user, audience: 'service', render: (reader) => planChangedEmail(reader, this.context, user, change) });
  }

  /** A plan visit's payment was declined: the customer's email with the link to update the card, in their language. */
  async planPaymentFailed(manager: EntityManager, user: UserEntity, key: string, failure: Parameters<typeof planPaymentFailedEmail>[2]): Promise<void> {
    await this.outbox.enqueue(manager, { key, kind: 'plan_payment_failed', to: user, audience: 'service', render: (reader) => planPaymentFailedEmail(reader, user, failure) });
  }

  /** A plan stopped for payment: every active admin is told (once per stop: `key` names it), in their language. */
  async planStopped(manager: EntityManager, key: string, stop: Parameters<typeof planStoppedEmail>[3]): Promise<void> {
    await this.toAdmins(manager, key, 'admin_plan_stopped', (reader, admin) => planStoppedEmail(reader, this.context, admin, stop));
  }

  /** A plan visit no DAD could take: every active admin is told (once per visit: `key` names it), in their language. */
  async planUnplaced(manager: EntityManager, key: string, visit: Parameters<typeof planUnplacedEmail>[3]): Promise<void> {
    await this.toAdmins(manager, key, 'admin_plan_unplaced', (reader, admin) => planUnplacedEmail(reader, this.context, admin, visit));
  }

  private async toAdmins(manager: EntityManager, key: string, kind: string, render: (reader: Reader, admin: UserEntity) => RenderedEmail): Promise<void> {
    for (const admin of await this.users.activeAdmins(manager)) {
      await this.outbox.enqueue(manager, { key: `${key}:admin:${admin.id}`, kind, to: admin, audience: 'service', render: (reader) => render(reader, admin) });
    }
  }

  private async toCustomer(manager: EntityManager, booking: BookingWithPeople, kind: CustomerBookingKind, step: string): Promise<void> {
    const draft = this.customerDraft(booking, kind, step);
    if (draft) await this.outbox.enqueue(manager, draft);
  }

  private async toDad(manager: EntityManager, booking: BookingEntity, dad: UserEntity | null | undefined, kind: DadBookingKind, step: string, removal?: JobRemoval): Promise<void> {
    const draft = this.dadDraft(booking, dad, kind, step, removal);
    if (draft) await this.outbox.enqueue(manager, draft);
  }

  /** The customer's message of a booking's step; none before the card was first held. */
  private customerDraft(booking: BookingWithPeople, kind: CustomerBookingKind, step: string): MessageDraft | null {
    if (!isMade(booking)) return null;
    return {
      key: `booking:${booking.id}:${step}`,
      kind,
      to: booking.customer!,
      audience: 'service',
      render: (reader) => customerBookingEmail(reader, kind, this.context, viewOf(booking), booking.appointmentChanges),
    };
  }

  /** The DAD's message of a booking's step; none before the card was first held, or without a DAD. */
  private dadDraft(booking: BookingEntity, dad: UserEntity | null | undefined, kind: DadBookingKind, step: string, removal?: JobRemoval): MessageDraft | null {
    if (!isMade(booking) || !dad) return null;
    return {
      key: `booking:${booking.id}:${step}:dad:${dad.id}`,
      kind,
      to: dad,
      audience: 'service',
      render: (reader) => dadBookingEmail(reader, kind, this.context, dad, viewOf(booking), removal),
    };
  }
}

/**
 * A booking people are told about: its card is held, or its payment is arranged for later (decision
 * 0474). An unpaid checkout that never got its card is nobody's booking.
 */
const isMade = (b: BookingEntity): boolean => b.paymentAuthorizedAt !== null || b.paymentDueAt !== null;

export function viewOf(b: BookingEntity): BookingView {
  return {
    id: b.id,
    start: b.scheduledDate,
    startTime: b.startTime,
    endTime: b.endTime,
    address: b.address,
    city: b.city,
    zipCode: b.zipCode,
    packageName: b.package?.name ?? 'Detail',
    vehicleType: b.vehicleType,
    totalAmount: b.totalAmount,
    priceLines: b.priceLines,
    money: bookingMoney(toBookingSummary(b)),
    status: b.status,
    customer: b.customer!,
    dad: b.dad ?? null,
    plannedArrival: b.plannedArrival,
    cardHeldOn: b.paymentAuthorizedAt ? null : b.paymentDueAt,
  };
}

/** "Dad's Detailing <hello@example.com>" -> hello@example.com */
function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}
