import type { PaymentStatus } from '@dd/contracts/enums';
import { formatMoney, fromCents, toCents } from './pricing';

/** The money fields of a booking every role sees (BookingSummaryDto's names). */
export interface BookingMoneyFields {
  status: string;
  totalAmount: string;
  paymentStatus: PaymentStatus;
  capturedAmount: string | null;
  refundedAmount?: string;
  fee: { kind: 'late_cancel' | 'no_show'; amount: string } | null;
}

/** One movement of a booking's money, in words: what was held, charged, released or refunded. */
export interface MoneyLine {
  word: 'Held' | 'Charged' | 'Released' | 'Refunded' | 'Not charged' | 'To be charged';
  amount: string;
  /** Why, in the customer's words ("late-cancellation fee"), or null. */
  note: string | null;
  /** Which note it is, for a reader in another language (the messages' catalogs name each). */
  noteKey: MoneyNoteKey | null;
}

/** The notes a money line can carry: one id per wording of `note`. */
export type MoneyNoteKey =
  | 'lateCancelFee'
  | 'noShowFee'
  | 'restOfHold'
  | 'lateCancelFeeFromHold'
  | 'noShowFeeFromHold'
  | 'beingReleased'
  | 'onCard'
  | 'holdReleased'
  | 'paymentFailed'
  | 'cancelledBeforePayment';

const FEE_NOTES = { late_cancel: 'late-cancellation fee', no_show: 'no-show fee' } as const;
const FEE_NOTE_KEYS = { late_cancel: 'lateCancelFee', no_show: 'noShowFee' } as const;

/**
 * A booking's money as lines every screen, receipt and message shows alike, so that the total
 * never reads as paid when only a fee was taken (issue 36 item 1): the card hold before the job,
 * the charge (the fee, with the rest of the hold released), the refunds, or nothing charged.
 */
export function bookingMoney(b: BookingMoneyFields): MoneyLine[] {
  const refunded = b.refundedAmount && toCents(b.refundedAmount) > 0 ? b.refundedAmount : null;
  const feeNote = b.fee ? FEE_NOTES[b.fee.kind] : null;
  const feeKey = b.fee ? FEE_NOTE_KEYS[b.fee.kind] : null;
  const rest = (charged: string) => fromCents(toCents(b.totalAmount) - toCents(charged));
  if (b.capturedAmount != null) {
    const lines: MoneyLine[] = [{ word: 'Charged', amount: b.capturedAmount, note: feeNote, noteKey: feeKey }];
    if (b.fee && toCents(rest(b.capturedAmount)) > 0) lines.push({ word: 'Released', amount: rest(b.capturedAmount), note: `rest of the ${formatMoney(b.totalAmount)} card hold`, noteKey: 'restOfHold' });
    if (refunded) lines.push({ word: 'Refunded', amount: refunded, note: null, noteKey: null });
    return lines;
  }
  switch (b.paymentStatus) {
    case 'authorized':
      // A fee recorded but not yet taken from the hold (the capture follows at once).
      if (b.fee) return [{ word: 'To be charged', amount: b.fee.amount, note: `${feeNote}, from the card hold; the rest released`, noteKey: `${feeKey!}FromHold` }];
      if (b.status === 'cancelled') return [{ word: 'Held', amount: b.totalAmount, note: 'being released; nothing will be charged', noteKey: 'beingReleased' }];
      return [{ word: 'Held', amount: b.totalAmount, note: 'on the card, charged after the job', noteKey: 'onCard' }];
    case 'refunded':
      return [{ word: 'Released', amount: b.totalAmount, note: 'card hold; nothing charged', noteKey: 'holdReleased' }];
    case 'failed':
      return [{ word: 'Not charged', amount: b.totalAmount, note: 'the payment failed', noteKey: 'paymentFailed' }];
    default:
      return b.status === 'cancelled' ? [{ word: 'Not charged', amount: b.totalAmount, note: 'cancelled before payment', noteKey: 'cancelledBeforePayment' }] : [];
  }
}

/** "$32.25 (late-cancellation fee)": a line without its word, for a definition list that shows the word as the term. */
export const moneyAmountText = (line: MoneyLine) => `${formatMoney(line.amount)}${line.note ? ` (${line.note})` : ''}`;

/** "Charged $32.25 (late-cancellation fee)". */
export const moneyLineText = (line: MoneyLine) => `${line.word} ${moneyAmountText(line)}`;

/** Every line as one sentence: "Charged $32.25 (late-cancellation fee); Released $96.75 (rest of the $129.00 card hold)". */
export const moneyText = (b: BookingMoneyFields) => bookingMoney(b).map(moneyLineText).join('; ');
