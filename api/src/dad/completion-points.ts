import type { EntityManager } from 'typeorm';
import { COMPLETION_WASH_POINTS } from '@dd/contracts/dad';
import type { BookingEntity } from '../bookings/booking.entity';
import { UserEntity } from '../users/user.entity';

/**
 * Credits the customer's +10 for a completed detail, inside the completion's transaction: the
 * caller runs it only after its conditional in_progress -> completed update changed the row, so it
 * runs once per booking. The one place to rewire when the points ledger lands.
 */
export async function creditCompletionPoints(manager: EntityManager, booking: Pick<BookingEntity, 'id' | 'customerId'>): Promise<void> {
  await manager.increment(UserEntity, { id: booking.customerId }, 'washPoints', COMPLETION_WASH_POINTS);
}
