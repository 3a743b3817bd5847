import { addDays, calendarDate, wallClock, zonedInstant } from '@dd/domain/time-windows';

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

/** Automatic texts wait outside these hours, local time (issue 43; TCPA's 8 AM-9 PM). */
export const QUIET_HOURS = { end: '08:00', start: '21:00' } as const;
/**
 * The texts the system sends of its own accord, not at once in answer to what someone just did (a
 * booking, a move, a reply): these wait out the quiet hours. The visit under way (On my way,
 * arrived) is never held: the customer is waiting for it.
 */
export const AUTOMATIC_KINDS = new Set(['booking_reminder', 'dad_agenda', 'admin_pending', 'admin_hold_failed']);

/** When an automatic text written at `now` may go out: now within 8:00-21:00 local, else at the next 8:00. */
export function textableAt(now: Date): Date {
  const today = calendarDate(now);
  const clock = wallClock(now);
  if (clock >= QUIET_HOURS.end && clock < QUIET_HOURS.start) return now;
  return zonedInstant(clock < QUIET_HOURS.end ? today : addDays(today, 1), QUIET_HOURS.end);
}
