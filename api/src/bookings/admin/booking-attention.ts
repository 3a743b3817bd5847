import type { SelectQueryBuilder } from 'typeorm';
import type { BookingAttention } from '@dd/contracts/admin-bookings';
import { calendarDate, zonedInstant } from '@dd/domain/time-windows';
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
  // Jobs from today on that lost their DAD (a deactivation): nobody comes until an admin assigns one.
  unassigned: "b.dadId IS NULL AND b.status IN ('pending', 'confirmed') AND b.scheduledDate >= :startOfToday",
};

export function whereAttention<T extends SelectQueryBuilder<BookingEntity>>(qb: T, attention: BookingAttention, now = new Date()): T {
  return qb.andWhere(CONDITIONS[attention], { startOfToday: zonedInstant(calendarDate(now), '00:00') }) as T;
}
