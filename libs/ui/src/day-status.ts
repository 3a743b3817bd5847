import type { AvailabilityDayDto } from '@dd/contracts/availability';

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
