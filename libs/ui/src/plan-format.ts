import { PLAN_INTERVAL_LABELS, PLAN_WEEKDAYS, type MembershipDto, type PlanVisitStatus } from '@dd/contracts/plan';
import { ARRIVAL_WINDOWS, formatCalendarDate } from '@dd/domain/time-windows';

export const WEEKDAYS = PLAN_WEEKDAYS;

export const PLAN_VISIT_LABELS: Record<PlanVisitStatus, string> = {
  placing: 'Being booked',
  placed: 'Booked',
  payment_failed: 'Payment failed',
  unplaced: 'Not booked',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** "Wednesdays, Morning (8:00 AM-12:00 PM)" */
export function standingSlotLabel(weekday: number, window: MembershipDto['window']): string {
  const arrival = ARRIVAL_WINDOWS.find((w) => w.id === window)!;
  return `${WEEKDAYS[weekday]}s, ${arrival.name} (${arrival.label})`;
}

/** "Every 2 weeks, Wednesdays, Morning (8:00 AM-12:00 PM)" */
export const membershipScheduleLabel = (m: Pick<MembershipDto, 'plan' | 'weekday' | 'window'>) => `${PLAN_INTERVAL_LABELS[m.plan.interval]}, ${standingSlotLabel(m.weekday, m.window)}`;

/** "Wed, Mar 3, 2027" (in `locale`'s words: "mié, 3 mar 2027"). */
export const planDate = (date: string, locale?: string) => formatCalendarDate(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, locale);
