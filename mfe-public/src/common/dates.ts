import { calendarDate, formatCalendarDate } from '@dd/domain/time-windows';

/** "Mar 10, 2026": an instant's day in the business time zone (dad-and-admin §9 'MMM d, yyyy'), in `locale`'s words. */
export function formatDay(iso: string, locale?: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return formatCalendarDate(calendarDate(instant), { month: 'short', day: 'numeric', year: 'numeric' }, locale);
}
