import type { InTransaction } from '../platform/events/events';

/** Hours ("HH:MM", business time) a DAD now works that they did not before: every such weekday, or one date. */
export type AddedHours = { dayOfWeek: number; startTime: string; endTime: string } | { date: string; startTime: string; endTime: string };

/** A DAD's weekly hours or specific dates changed, announced inside the transaction that wrote them (only when hours were added). */
export interface HoursChanged extends InTransaction {
  dadId: string;
  added: AddedHours[];
}

/** What scheduling announces: a waitlist may offer the places new hours open. */
declare module '../platform/events/events' {
  interface EventMap {
    'scheduling.hours-changed': HoursChanged;
  }
}

interface Span {
  startTime: string;
  endTime: string;
}

/** The parts of `after`'s spans that no span of `before` covered (same day; "HH:MM" compares as text). */
export function spansAdded(before: readonly Span[], after: readonly Span[]): Span[] {
  const added: Span[] = [];
  for (const span of after) {
    let pieces: Span[] = [{ startTime: span.startTime, endTime: span.endTime }];
    for (const old of before) {
      pieces = pieces.flatMap((p) => {
        if (old.endTime <= p.startTime || p.endTime <= old.startTime) return [p];
        const left = p.startTime < old.startTime ? [{ startTime: p.startTime, endTime: old.startTime }] : [];
        const right = old.endTime < p.endTime ? [{ startTime: old.endTime, endTime: p.endTime }] : [];
        return [...left, ...right];
      });
    }
    added.push(...pieces);
  }
  return added;
}
