import type { SelectQueryBuilder } from 'typeorm';
import type { BookingAttention } from '@dd/contracts/admin-bookings';
import type { BookingEntity } from '../booking.entity';

/**
 * What each "Needs your attention" alert counts, as a condition on bookings aliased `b`: the
 * dashboard's counts and Booking Management's filtered list use these same conditions, so a link
 * opens exactly the bookings its count names.
 */
const CONDITIONS: Record<BookingAttention, string> = {
  awaiting_confirmation: "b.status = 'pending'",
  uncaptured: "b.status = 'completed' AND b.paymentStatus = 'authorized'",
  payment_issues: "b.paymentIssue IS NOT NULL AND b.status IN ('pending', 'confirmed', 'in_progress', 'completed')",
};

export function whereAttention<T extends SelectQueryBuilder<BookingEntity>>(qb: T, attention: BookingAttention): T {
  return qb.andWhere(CONDITIONS[attention]) as T;
}
