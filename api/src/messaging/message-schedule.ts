import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';

/** Wall-clock times on the business clock (America/Los_Angeles). */
export const REMINDER_TIME = '10:00';
export const AGENDA_TIME = '19:00';
/** A booking still pending this long after checkout is brought to an admin. */
export const PENDING_ALERT_MS = 12 * 60 * 60 * 1000;

/** The customer's reminder: the day before the appointment at REMINDER_TIME local time, whatever the UTC offset that day. */
export function reminderAt(start: Date): Date {
  return zonedInstant(addDays(calendarDate(start), -1), REMINDER_TIME);
}

/** The DAD's agenda for `date` ('YYYY-MM-DD'): the evening before at AGENDA_TIME local time. */
export function agendaAt(date: string): Date {
  return zonedInstant(addDays(date, -1), AGENDA_TIME);
}

/** The business day whose agenda is due at `now`, or null before AGENDA_TIME. */
export function agendaDue(now: Date): string | null {
  const tomorrow = addDays(calendarDate(now), 1);
  return agendaAt(tomorrow).getTime() <= now.getTime() ? tomorrow : null;
}
