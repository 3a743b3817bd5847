import { z } from 'zod';
import { requiredText } from './auth';
import { bookingSummaryDtoSchema } from './booking';
import { idField } from './ids';
import { moneyText } from './package';

/**
 * Payment calls beside the spec's POST /api/create-payment-intent. Owned by the payments module;
 * the booking wizard and the admin area use them. Shapes here are the agreement between API and UI.
 */

/** The server charges for a booking, so it has to know which one (the spec's wizard sent null). */
export const BOOKING_REQUIRED_FOR_PAYMENT = 'bookingId is required: create the booking first, then set up its payment';

/** POST /api/create-payment-intent. `amount` is accepted for the spec's clients and never trusted. */
export const createPaymentIntentSchema = z.object({
  amount: z.union([z.number(), z.string()]).nullish(),
  bookingId: idField(BOOKING_REQUIRED_FOR_PAYMENT, 'Booking not found'),
  /**
   * The customer agreed, at checkout, to the late-cancellation and no-show fees shown (the server
   * keeps when, and the words with this booking's amounts). Without it no fee is ever charged.
   */
  agreeToFeePolicy: z.boolean().optional(),
});
export type CreatePaymentIntentBody = z.output<typeof createPaymentIntentSchema>;
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentSchema>;

/** POST /api/bookings/{id}/pay-with-saved-card: a returning customer's checkout on a card from Payment Methods. */
export const payWithSavedCardSchema = z.object({
  paymentMethodId: idField('Choose a saved card', 'Payment method not found'),
  /** As create-payment-intent's: the customer agreed to the fees shown at checkout. */
  agreeToFeePolicy: z.boolean().optional(),
});
export type PayWithSavedCardBody = z.output<typeof payWithSavedCardSchema>;
export type PayWithSavedCardRequest = z.input<typeof payWithSavedCardSchema>;

/** POST /api/capture-payment (dad-and-admin §7). */
export const capturePaymentSchema = z.object({
  paymentIntentId: requiredText('paymentIntentId is required').max(255),
  bookingId: idField('bookingId is required', 'Booking not found'),
});
export type CapturePaymentBody = z.output<typeof capturePaymentSchema>;

/** POST /api/cancel-payment. */
export const cancelPaymentSchema = z.object({
  bookingId: idField('bookingId is required', 'Booking not found'),
});
export type CancelPaymentBody = z.output<typeof cancelPaymentSchema>;

/** The card number's digits: spaces and dashes are how people type them. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries, so a typo is caught before the gateway sees it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or "MM / YY") into month and four-digit year; null when it is not that shape. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/** A card works through the last day of its expiry month. */
export const expiryInPast = ({ month, year }: { month: number; year: number }, now = new Date()) =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);

/** The messages a card form shows (the wording Stripe's card element uses, so both modes read alike). */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

const cardNumberSchema = z.string({ error: CARD_MESSAGES.numberIncomplete }).superRefine((value, ctx) => {
  const digits = cardDigits(value);
  if (digits.length > 0 && !/^\d+$/.test(digits)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberInvalid });
  else if (digits.length < 12) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberIncomplete });
  else if (digits.length > 19 || !luhnValid(digits)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberInvalid });
});

const expirySchema = z.string({ error: CARD_MESSAGES.expiryIncomplete }).superRefine((value, ctx) => {
  const expiry = parseExpiry(value);
  if (!expiry) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryIncomplete });
  else if (expiry.month < 1 || expiry.month > 12) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryInvalid });
  else if (expiryInPast(expiry)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryPast });
});

const cvcSchema = z.string({ error: CARD_MESSAGES.cvcIncomplete }).superRefine((value, ctx) => {
  const cvc = value.trim();
  if (/^\d{0,2}$/.test(cvc)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.cvcIncomplete });
  else if (!/^\d{3,4}$/.test(cvc)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.cvcInvalid });
});

/** The test gateway's card form (test mode only); the UI validates with the same schema. */
export const testCardConfirmSchema = z.object({
  clientSecret: requiredText('clientSecret is required').max(255),
  cardNumber: cardNumberSchema.transform(cardDigits),
  expiry: expirySchema,
  cvc: cvcSchema.transform((cvc) => cvc.trim()),
});
export type TestCardConfirmBody = z.output<typeof testCardConfirmSchema>;
export type TestCardConfirmRequest = z.input<typeof testCardConfirmSchema>;

/** Which gateway is live: Stripe when keys are configured, else the offline test gateway. */
export const PAYMENT_MODES = ['stripe', 'test'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** GET /api/payments/config (public). In 'test' mode the UI shows its own card form, labelled as test mode. */
export const paymentConfigDtoSchema = z.object({ mode: z.enum(PAYMENT_MODES), publishableKey: z.string().nullable() }).meta({ id: 'PaymentConfig' });
export type PaymentConfigDto = z.infer<typeof paymentConfigDtoSchema>;

/** Its response: the spec reads clientSecret; paymentIntentId is added for the confirm call. */
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string() }).meta({ id: 'CreatePaymentIntentResponse' });
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** Its response, like Stripe.js's confirmCardPayment result: the card is held, not charged. A decline is a 402. */
export const testCardConfirmResponseSchema = z.object({ paymentIntentId: z.string(), status: z.literal('requires_capture') }).meta({ id: 'TestCardConfirmResponse' });
export type TestCardConfirmResponse = z.infer<typeof testCardConfirmResponseSchema>;

/** POST /api/bookings/{id}/confirm-payment: the server asks the gateway and records the result. */
export type ConfirmPaymentResponse = z.infer<typeof bookingSummaryDtoSchema>;

/**
 * What capture and cancel answer (200 both times when repeated): a message for the toast and the
 * booking as it now is. Messages: 'Payment captured' / 'Payment already captured', 'Card hold
 * released' / 'Card hold already released'.
 */
export const paymentActionResponseSchema = z.object({ message: z.string(), booking: bookingSummaryDtoSchema }).meta({ id: 'PaymentActionResponse' });
export type PaymentActionResponse = z.infer<typeof paymentActionResponseSchema>;

/**
 * A saved card (customer-side §3): GET /api/payment-methods. Cards are saved when they hold a booking
 * at checkout, or with Payment Methods' Add (the calls below).
 */
export const paymentMethodDtoSchema = z
  .object({ id: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int(), isDefault: z.boolean() })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethodDto = z.infer<typeof paymentMethodDtoSchema>;

/**
 * Adding a card outside checkout (the spec does not show the call), like checkout in three steps:
 * 1. POST /api/payment-methods/setup-intent → a SetupIntent on the customer's gateway customer;
 * 2. the browser confirms it with the card: Stripe.js confirmCardSetup, or in test mode
 *    POST /api/payments/test/confirm-setup (the test card form's body, answering TestCardSetupResponse);
 * 3. POST /api/payment-methods with the payment method id → 201 the saved card. The server asks the
 *    gateway for the card, which must be on the customer's own gateway customer (else 404); the same
 *    card (brand, last 4 and expiry) already saved is a 409 ALREADY_EXISTS. The first card is the default.
 */
export const setupIntentResponseSchema = z.object({ clientSecret: z.string(), setupIntentId: z.string() }).meta({ id: 'SetupIntentResponse' });
export type SetupIntentResponse = z.infer<typeof setupIntentResponseSchema>;

export const testCardSetupResponseSchema = z.object({ setupIntentId: z.string(), paymentMethodId: z.string() }).meta({ id: 'TestCardSetupResponse' });
export type TestCardSetupResponse = z.infer<typeof testCardSetupResponseSchema>;

export const addPaymentMethodSchema = z.object({
  paymentMethodId: requiredText('paymentMethodId is required').max(255),
});
export type AddPaymentMethodRequest = z.input<typeof addPaymentMethodSchema>;
export type AddPaymentMethodBody = z.output<typeof addPaymentMethodSchema>;

/** The name on the card, asked by the Add dialog in both modes (Stripe keeps it as billing details). */
export const cardholderNameSchema = requiredText('Name on card is required').max(100, 'Name on card must be at most 100 characters');

/** POST /api/admin/bookings/{id}/refunds: the admin's words on the refund screen. */
export const REFUND_MESSAGES = {
  amountRequired: 'Please enter the amount to refund',
  amountFormat: 'Enter an amount in dollars, e.g. 25.50',
  amountPositive: 'The refund must be more than $0.00',
  reasonRequired: 'Please give a reason for the refund',
} as const;

/** All or part of a captured payment back to the card, with the admin's reason. `amount` in dollars ("25.50" or 25.5). */
export const refundPaymentSchema = z.object({
  amount: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredText(REFUND_MESSAGES.amountRequired)
      .regex(/^\d{1,6}(\.\d{1,2})?$/, REFUND_MESSAGES.amountFormat)
      .transform((v) => Number(v).toFixed(2))
      .refine((v) => Number(v) > 0, REFUND_MESSAGES.amountPositive),
  ),
  reason: requiredText(REFUND_MESSAGES.reasonRequired).max(500, 'The reason must be at most 500 characters'),
});
export type RefundPaymentBody = z.output<typeof refundPaymentSchema>;
export type RefundPaymentRequest = z.input<typeof refundPaymentSchema>;

/** A refund as the admin sees it (GET /api/admin/bookings/{id}/refunds). Amounts are money strings. */
export const refundDtoSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    /** What went back: the booking's payment, or the tip (its own charge). */
    of: z.enum(['payment', 'tip']),
    amount: moneyText,
    reason: z.string(),
    /** 'pending' while the gateway is asked; 'failed' when it refused (nothing was refunded). */
    status: z.enum(['pending', 'succeeded', 'failed']),
    refundedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Refund' });
export type RefundDto = z.infer<typeof refundDtoSchema>;

/** The answer to a refund: the refund and the booking as it now is. */
export const refundResponseSchema = z.object({ message: z.string(), refund: refundDtoSchema, booking: bookingSummaryDtoSchema }).meta({ id: 'RefundResponse' });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/**
 * A booking's tip as the admin sees it (GET /api/admin/bookings/{id}/tip answers { tip }, null when
 * none). POST /api/admin/bookings/{id}/tip/refunds takes refundPaymentSchema's body and gives back
 * all or part of it: 201 TipRefundResponse; 409 REFUND_TOO_LARGE past what is left of the tip.
 */
export const adminTipDtoSchema = z
  .object({
    amount: moneyText,
    /** How much of the tip went back to the card ('0.00' when nothing). */
    refundedAmount: moneyText,
    source: z.enum(['receipt', 'email', 'dad_phone']),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminTip' });
export type AdminTipDto = z.infer<typeof adminTipDtoSchema>;

export const bookingTipResponseSchema = z.object({ tip: adminTipDtoSchema.nullable() }).meta({ id: 'BookingTipResponse' });
export type BookingTipResponse = z.infer<typeof bookingTipResponseSchema>;

/** The answer to a tip refund: the refund and the tip as it now is. */
export const tipRefundResponseSchema = z.object({ message: z.string(), refund: refundDtoSchema, tip: adminTipDtoSchema }).meta({ id: 'TipRefundResponse' });
export type TipRefundResponse = z.infer<typeof tipRefundResponseSchema>;

/** The receipt's and the DAD's phone's suggested tips, as percentages of the booking total. */
export const TIP_PERCENTAGES = [15, 20, 25] as const;

export const TIP_MESSAGES = {
  amount: 'Enter a tip in dollars, e.g. 20 or 12.50',
  positive: 'The tip must be at least $1.00',
  tooLarge: 'A tip can be at most $500.00',
  already: 'This booking already has a tip. Thank you!',
  notCompleted: 'A tip can be added once the job is completed',
  noCard: 'There is no saved card for this booking to charge the tip to',
} as const;

/** POST /api/bookings/{id}/tip (the customer) and /api/dad/bookings/{id}/tip (the DAD's phone, handed over). */
export const tipSchema = z.object({
  amount: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredText(TIP_MESSAGES.amount)
      .regex(/^\d{1,6}(\.\d{1,2})?$/, TIP_MESSAGES.amount)
      .transform((v) => Number(v).toFixed(2))
      .refine((v) => Number(v) >= 1, TIP_MESSAGES.positive)
      .refine((v) => Number(v) <= 500, TIP_MESSAGES.tooLarge),
  ),
  /** Where the tip is given from (the email's link opens the receipt with ?tip=email). */
  source: z.enum(['receipt', 'email']).optional(),
});
export type TipBody = z.output<typeof tipSchema>;
export type TipRequest = z.input<typeof tipSchema>;

/** A chargeback as the admin sees it (GET /api/admin/disputes). Stripe's status words. */
export const paymentDisputeDtoSchema = z
  .object({
    id: z.string(),
    stripeDisputeId: z.string(),
    bookingId: z.string(),
    amount: moneyText,
    reason: z.string(),
    /** warning_needs_response, needs_response, under_review, won, lost, … */
    status: z.string(),
    /** Still to be decided by the card network (not won, lost or closed as a warning). */
    open: z.boolean(),
    dueBy: z.string().nullable(),
    /** When our evidence went to Stripe; null with evidenceError when it could not be sent yet. */
    evidenceSubmittedAt: z.string().nullable(),
    evidenceError: z.string().nullable(),
    customerName: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'PaymentDispute' });
export type PaymentDisputeDto = z.infer<typeof paymentDisputeDtoSchema>;
