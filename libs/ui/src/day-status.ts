import type { AvailabilityDayDto, AvailabilityWindowDto } from '@dd/contracts/availability';

/**
 * What a day of the booking calendar says under its date: how many windows are open, else why none
 * is. "Full" only when DADs work that day and every one is taken; "Closed" when nobody works then;
 * "Too soon" / "Too far" for days the booking rules keep out. `current` (Manage) is not counted open.
 */
export function dayStatus(day: AvailabilityDayDto, current?: string): { open: number; text: string } {
  const open = day.windows.filter((w) => w.available && w.start !== current).length;
  if (open) return { open, text: `${open} open` };
  const reasons = new Set(day.windows.map((w) => w.reason));
  if (reasons.has('fully_booked')) return { open, text: 'Full' };
  if (reasons.has('no_dad')) return { open, text: 'Closed' };
  if (reasons.has('too_far')) return { open, text: 'Too far' };
  if (reasons.has('past') || reasons.has('min_advance')) return { open, text: 'Too soon' };
  return { open, text: 'Full' };
}

/** A window starting sooner than this many hours from now leaves no free cancellation (the Manage dialog's reschedule). */
export interface FreeCancellation {
  hours: number;
  now?: Date;
}

/**
 * What a window says under its time: the booking's current time, available (and, with a
 * cancellation policy, whether choosing it ends free cancellation at once), or the server's reason.
 */
export function windowStatus(slot: AvailabilityWindowDto, current?: string, freeCancellation?: FreeCancellation): string {
  if (slot.start === current) return 'Your current time';
  if (!slot.available) return slot.reasonText || 'Unavailable';
  if (freeCancellation && Date.parse(slot.start) - (freeCancellation.now ?? new Date()).getTime() < freeCancellation.hours * 3_600_000) return 'Available · no free cancellation';
  return 'Available';
}
