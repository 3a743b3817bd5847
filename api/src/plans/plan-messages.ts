import { Inject, Injectable } from '@nestjs/common';
import { ARRIVAL_WINDOWS } from '@dd/domain/time-windows';
import { Notifications } from '../messaging/notifications';
import type { MessageId } from '../messaging/reader';
import { freeTimes } from '../messaging/templates';
import { OnChange, type EventMap } from '../platform/events/events';
import { CARD_LINK_DAYS, PlanCardLinks } from './plan-card-links';

/**
 * The confirmation email of each change a customer makes to their plan, written to the outbox in the
 * change's transaction (one per change: the key names it). Each visit's booking brings its own
 * emails and calendar invite, as every booking does.
 */
@Injectable()
export class PlanMessages {
  constructor(
    private readonly notifications: Notifications,
    @Inject(PlanCardLinks) private readonly links: PlanCardLinks,
  ) {}

  @OnChange('plan.joined')
  async joined({ manager, customer, membershipId, planName, firstVisitDate }: EventMap['plan.joined']): Promise<void> {
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:joined`, (r) => ({
      subject: r.t('plan.joined.subject', { plan: planName }),
      paragraphs: [r.t('plan.joined.intro', { plan: planName, date: r.date(firstVisitDate) }), r.t('plan.joined.visits')],
    }));
  }

  @OnChange('plan.paused')
  async paused({ manager, customer, membershipId, planName, visits, resumesOn }: EventMap['plan.paused']): Promise<void> {
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:paused:${resumesOn}`, (r) => ({
      subject: r.t('plan.paused.subject', { plan: planName }),
      paragraphs: [r.t('plan.paused.intro', { visits, date: r.date(resumesOn) })],
    }));
  }

  @OnChange('plan.slot-changed')
  async slotChanged({ manager, customer, membershipId, planName, weekday, window, nextVisitDate }: EventMap['plan.slot-changed']): Promise<void> {
    const arrival = ARRIVAL_WINDOWS.find((w) => w.id === window)!;
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:slot:${weekday}:${window}:${nextVisitDate}`, (r) => ({
      subject: r.t('plan.slot.subject', { plan: planName }),
      paragraphs: [
        r.t('plan.slot.intro', {
          date: r.date(nextVisitDate),
          weekdays: r.t(`plan.weekdays.${weekday}` as MessageId),
          window: r.t(`plan.window.${arrival.id}`),
          time: r.window(arrival.startTime, arrival.endTime),
        }),
      ],
    }));
  }

  @OnChange('plan.car-changed')
  async carChanged({ manager, customer, membershipId, planName, carName, nextVisitDate }: EventMap['plan.car-changed']): Promise<void> {
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:car:${carName}:${nextVisitDate}`, (r) => ({
      subject: r.t('plan.car.subject', { plan: planName }),
      paragraphs: [r.t('plan.car.intro', { date: r.date(nextVisitDate), car: carName })],
    }));
  }

  /**
   * A visit no DAD could take: the customer is told, with the nearest free times, and so is every
   * active admin (with why, and who to call), who may book one of them or open hours for it.
   */
  @OnChange('plan.visit-unplaced')
  async visitUnplaced({ manager, customer, membershipId, planName, visitDate, reason, nearest }: EventMap['plan.visit-unplaced']): Promise<void> {
    if (!customer) return;
    const key = `plan:${membershipId}:unplaced:${visitDate}`;
    await this.notifications.planChanged(manager, customer, key, (r) => ({
      subject: r.t('plan.unplaced.subject', { plan: planName, date: r.date(visitDate) }),
      paragraphs: [r.t('plan.unplaced.intro', { date: r.date(visitDate) }), nearest.length ? r.t('plan.unplaced.nearest', { times: freeTimes(r, nearest) }) : r.t('plan.unplaced.none')],
    }));
    await this.notifications.planUnplaced(manager, key, { planName, customer, visitDate, reason, nearest });
  }

  @OnChange('plan.cancelled')
  async cancelled({ manager, customer, membershipId, planName, endsOn }: EventMap['plan.cancelled']): Promise<void> {
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:cancelled`, (r) => ({
      subject: r.t('plan.cancelled.subject', { plan: planName }),
      paragraphs: [r.t('plan.cancelled.intro', { date: r.date(endsOn) })],
    }));
  }

  /**
   * A visit's payment declined (at placing or a retry): the customer is told when it is tried again,
   * or that the plan is stopped, with a signed link to update the card that expires (decision 0460);
   * a stopped plan is the admins' news as well. A decline of the card the customer has just given is
   * not emailed to them: the page told them.
   */
  @OnChange('plan.payment-failed')
  async paymentFailed({ manager, customer, membershipId, planName, visitDate, note, amount, retries, retryAt, triedBy }: EventMap['plan.payment-failed']): Promise<void> {
    if (!customer) return;
    const reason = note ?? 'The card could not be charged';
    // The plan stopped: the admins hear of it too (once: declines by hand after it are not news), to Retry now when the customer calls.
    if (!retryAt) await this.notifications.planStopped(manager, `plan:${membershipId}:stopped:${visitDate}`, { planName, customer, amount, visitDate, reason });
    // A customer who just tried a card saw the decline on the page: no email repeats it.
    if (triedBy === 'customer') return;
    const linkExpiresAt = new Date(Date.now() + CARD_LINK_DAYS * 24 * 60 * 60 * 1000);
    await this.notifications.planPaymentFailed(manager, customer, `plan:${membershipId}:payment-failed:${visitDate}:${retries}`, {
      planName,
      amount,
      visitDate,
      reason,
      retryAt,
      url: this.links.url(membershipId, linkExpiresAt),
      linkExpiresAt,
    });
  }
}
