import type { BookingEventDto } from '@dd/contracts/booking';
import type { OnMyWayDto } from '@dd/contracts/dad';
import { standingOnTheWay } from '@dd/domain/on-the-way';

/**
 * Whether the DAD is on the way to the job, from its log (issue 43): the On my way the DAD tapped,
 * or the one I'm Finished of the job before started by itself; null when neither happened, or when
 * the job was given to this DAD or moved since (they set out anew, as the server counts it).
 */
export function onTheWayOf(bookingId: string, events: readonly Pick<BookingEventDto, 'type' | 'details'>[]): OnMyWayDto | null {
  const told = standingOnTheWay(events);
  return told ? { bookingId, expectedAt: String(told.details.expectedAt), announced: false } : null;
}
