import { BOOKING_MESSAGES } from '@dd/contracts/booking';
import type { BookingStatus } from '@dd/contracts/enums';
import { BOOKING_HORIZON_DAYS, type WindowStartCheck } from '@dd/domain/time-windows';
import type { BookingEntity } from './booking.entity';

/** What a customer may still change (customer-side §6: Manage for pending and confirmed). */
export const CHANGEABLE: BookingStatus[] = ['pending', 'confirmed'];

const HOUR_MS = 3_600_000;

/** Free cancellation (and rescheduling) until `policyHours` before the start. */
export function outsidePolicy(booking: Pick<BookingEntity, 'scheduledDate'>, policyHours: number, now = Date.now()): boolean {
  return booking.scheduledDate.getTime() - now >= policyHours * HOUR_MS;
}

/** Why a start cannot be booked, in the spec's words. */
export function windowMessage(reason: Extract<WindowStartCheck, { ok: false }>['reason'], minAdvanceHours: number): string {
  switch (reason) {
    case 'not_a_window':
      return BOOKING_MESSAGES.notAWindow;
    case 'past':
      return BOOKING_MESSAGES.past;
    case 'too_soon':
      return BOOKING_MESSAGES.tooSoon(minAdvanceHours);
    case 'too_far':
      return BOOKING_MESSAGES.tooFar(BOOKING_HORIZON_DAYS);
  }
}
