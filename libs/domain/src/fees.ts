import { formatMoney, fromCents, toCents } from './pricing';

/**
 * Late-cancellation and no-show fees (a fixed amount or a percentage of the booking's total),
 * taken from the card held for the booking: the server charges them, the checkout and Manage
 * show the same words. Pure rules shared by the API and the screens.
 */
export type FeeType = 'fixed' | 'percent';

export interface FeeRule {
  type: FeeType;
  /** Dollars ("25.00") for a fixed fee, percent ("25.00") for a percentage. */
  amount: string;
}

export interface FeePolicy {
  cancellationPolicyHours: number;
  lateCancelFee: FeeRule;
  noShowFee: FeeRule;
}

/** The fee in cents on a booking of `totalCents`: never more than the total (the card holds no more), never negative. */
export function feeCents(totalCents: number, rule: FeeRule): number {
  const amount = toCents(rule.amount);
  const fee = rule.type === 'fixed' ? amount : Math.round((totalCents * amount) / 10_000);
  return Math.max(0, Math.min(totalCents, fee));
}

/** "25% of the booking total" or "$25.00"; with a total, the percentage is worked out too. */
export function describeFee(rule: FeeRule, totalCents?: number, percentOfTotal = FEE_POLICY_WORDS.percentOfTotal): string {
  if (rule.type === 'fixed') return formatMoney(rule.amount);
  const percent = rule.amount.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
  const text = percentOfTotal(percent);
  return totalCents == null ? text : `${text} (${formatMoney(fromCents(feeCents(totalCents, rule)))})`;
}

/**
 * The policy in plain words, as the checkout shows it before the card is held and as it is kept on
 * the booking when the customer agrees (`totalCents` names the amounts of this booking).
 */
export function feePolicyText(policy: FeePolicy, totalCents?: number, words: FeePolicyWords = FEE_POLICY_WORDS): string {
  const { cancellationPolicyHours: hours, lateCancelFee, noShowFee } = policy;
  const late = toCents(lateCancelFee.amount) > 0 ? words.lateFee(describeFee(lateCancelFee, totalCents, words.percentOfTotal)) : words.noOnlineCancel;
  const noShow = toCents(noShowFee.amount) > 0 ? words.noShow(describeFee(noShowFee, totalCents, words.percentOfTotal)) : '';
  const taken = toCents(lateCancelFee.amount) > 0 || toCents(noShowFee.amount) > 0 ? words.taken : '';
  return [words.free(hours), late, noShow, taken].filter(Boolean).join(' ');
}

/** The sentences of the fee policy: English here (what a booking keeps); a screen passes its reader's (decision 0390). */
export interface FeePolicyWords {
  free: (hours: number) => string;
  lateFee: (fee: string) => string;
  noOnlineCancel: string;
  noShow: (fee: string) => string;
  taken: string;
  percentOfTotal: (percent: string) => string;
}

export const FEE_POLICY_WORDS: FeePolicyWords = {
  free: (hours) => `Free cancellation until ${hours} hours before your appointment.`,
  lateFee: (fee) => `Cancelling later costs ${fee}.`,
  noOnlineCancel: 'After that, the booking can no longer be cancelled online.',
  noShow: (fee) => `If nobody is there with the car when your detailer arrives, a no-show fee of ${fee} is charged.`,
  taken: 'A fee is taken from the card held for this booking and the rest of the hold is released.',
  percentOfTotal: (percent) => `${percent}% of the booking total`,
};
