import type { BookingDetailDto } from '@dd/contracts/booking';
import { fromCents } from '../card-holds';
import type { BookingTipEntity } from './booking-tip.entity';

/** The tip shown on a receipt or job sheet, with how much of it was refunded. */
export const toTipDto = (tip: BookingTipEntity | undefined): BookingDetailDto['tip'] =>
  tip ? { amount: fromCents(tip.amountCents), refundedAmount: fromCents(tip.refundedCents), createdAt: tip.createdAt.toISOString() } : null;
