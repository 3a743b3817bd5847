import type { PlanChurnDto, PlanRecoveredDto, PlanWeekDto } from '@dd/contracts/plan-summary';
import { formatCalendarDate } from '@dd/domain/time-windows';

/** The Churn tile's figure: "12.5%", or "None" when no one was a member when the window began. */
export const churnValue = (churn: PlanChurnDto): string => (churn.percent === null ? 'None' : `${churn.percent}%`);

/** The line under it: what the figure is of (decision 0470). */
export const churnNote = (churn: PlanChurnDto): string =>
  churn.membersAtStart === 0
    ? `No members ${churn.periodDays} days ago`
    : `${churn.cancelled} of ${churn.membersAtStart} member${churn.membersAtStart === 1 ? '' : 's'} ${churn.periodDays} days ago cancelled since`;

/** The line under Recovered Revenue: how many declined payments were held after all (decision 0471). */
export const recoveredNote = (recovered: PlanRecoveredDto): string =>
  recovered.payments === 0 ? 'No declined payment recovered' : `${recovered.payments} declined payment${recovered.payments === 1 ? '' : 's'} held after all`;

/** A week's column heading: its ISO week number and its Monday ("W49 · Nov 30"). */
export const weekHeading = (week: PlanWeekDto): string => `${week.isoWeek.slice(5)} · ${formatCalendarDate(week.startsOn, { month: 'short', day: 'numeric' })}`;
