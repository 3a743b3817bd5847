import icalGenerator, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Language } from '@dd/contracts/language';
import { BUSINESS_NAME } from '../common/business-name';

export interface CalendarEvent {
  /** Stable per booking, so calendars update the one event. */
  uid: string;
  /** Higher on every change (RFC 5546): 0 when booked, +1 per reschedule or cancellation. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizerEmail: string;
  attendee: { name: string; email: string };
  cancelled?: boolean;
  /** The language of its words (the calendar's LANGUAGE). */
  language: Language;
}

/** An iCalendar invite: METHOD:REQUEST for a new or moved appointment, METHOD:CANCEL to remove it. */
export function calendarInvite(event: CalendarEvent): string {
  const calendar = icalGenerator({
    prodId: { company: BUSINESS_NAME, product: 'Bookings', language: event.language.toUpperCase() },
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.url,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: BUSINESS_NAME, email: event.organizerEmail },
    attendees: [{ name: event.attendee.name, email: event.attendee.email }],
  });
  return calendar.toString();
}
