import type { UserEntity } from '../identity/users/user.entity';
import type { BookingEntity } from './booking.entity';

/** The people a booking is shown to: its customer, its assigned DAD and admins. To anyone else it does not exist (404). */
export function isBookingParty(user: Pick<UserEntity, 'id' | 'role'>, booking: Pick<BookingEntity, 'customerId' | 'dadId'>): boolean {
  return user.role === 'admin' || booking.customerId === user.id || booking.dadId === user.id;
}
