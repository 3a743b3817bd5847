import { Injectable } from '@nestjs/common';
import { PLAN_WEEKDAYS } from '@dd/contracts/plan';
import { ARRIVAL_WINDOWS, formatCalendarDate } from '@dd/domain/time-windows';
import { Notifications } from '../messaging/notifications';
import { OnChange, type EventMap } from '../platform/events/events';

const day = (date: string) => formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * The confirmation email of each change a customer makes to their plan, written to the outbox in the
 * change's transaction (one per change: the key names it). Each visit's booking brings its own
 * emails and calendar invite, as every booking does.
 */
@Injectable()
export class PlanMessages {
  constructor(private readonly notifications: Notifications) {}

  @OnChange('plan.joined')
  async joined({ manager, customer, membershipId, planName, firstVisitDate }: EventMap['plan.joined']): Promise<void> {
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:joined`, {
      subject: `You joined ${planName}`,
      paragraphs: [
        `Welcome to ${planName}. Your first visit is on ${day(firstVisitDate)}.`,
        'Each visit is booked two weeks ahead and held on your saved card like any booking; you get its confirmation and calendar invite then.',
      ],
    });
  }

  @OnChange('plan.paused')
  async paused({ manager, customer, membershipId, planName, visits, resumesOn }: EventMap['plan.paused']): Promise<void> {
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:paused:${resumesOn}`, {
      subject: `${planName} is paused`,
      paragraphs: [`${visits === 1 ? 'Your next visit is' : `Your next ${visits} visits are`} skipped. Your visits resume on ${day(resumesOn)}.`],
    });
  }

  @OnChange('plan.slot-changed')
  async slotChanged({ manager, customer, membershipId, planName, weekday, window, nextVisitDate }: EventMap['plan.slot-changed']): Promise<void> {
    const arrival = ARRIVAL_WINDOWS.find((w) => w.id === window)!;
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:slot:${weekday}:${window}:${nextVisitDate}`, {
      subject: `${planName}: your new day and time`,
      paragraphs: [`From ${day(nextVisitDate)}, your visits are on ${PLAN_WEEKDAYS[weekday]}s, ${arrival.name} (${arrival.label}). Visits already booked stay as they are.`],
    });
  }

  @OnChange('plan.cancelled')
  async cancelled({ manager, customer, membershipId, planName, endsOn }: EventMap['plan.cancelled']): Promise<void> {
    await this.notifications.planChanged(manager, customer, `plan:${membershipId}:cancelled`, {
      subject: `${planName} is cancelled`,
      paragraphs: [`Your plan ends on ${day(endsOn)}. Visits until then are still booked.`],
    });
  }
}
