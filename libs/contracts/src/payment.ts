import type { z } from 'zod';
import type { BookingDto } from './booking';
import type { cancelPaymentSchema, capturePaymentSchema, createPaymentIntentSchema, testCardConfirmSchema } from './payment.schema';

/**
 * Payment calls beside the spec's POST /api/create-payment-intent. Owned by the payments module;
 * the booking wizard and the admin area use them. Shapes here are the agreement between API and UI.
 */

/** Which gateway is live: Stripe when keys are configured, else the offline test gateway. */
export type PaymentMode = 'stripe' | 'test';

/** GET /api/payments/config (public). In 'test' mode the UI shows its own card form, labelled as test mode. */
export interface PaymentConfigDto {
  mode: PaymentMode;
  publishableKey: string | null;
}

/**
 * Request bodies are the zod schemas' input types (payment.schema.ts): POST /api/create-payment-intent
 * (the server charges the booking's own totalAmount whatever `amount` says), the test gateway's card
 * form, POST /api/capture-payment and POST /api/cancel-payment.
 */
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentSchema>;
export type TestCardConfirmRequest = z.input<typeof testCardConfirmSchema>;
export type CapturePaymentRequest = z.input<typeof capturePaymentSchema>;
export type CancelPaymentRequest = z.input<typeof cancelPaymentSchema>;

/** Its response: the spec reads clientSecret; paymentIntentId is added for the confirm call. */
export interface CreatePaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
}

/** Its response, like Stripe.js's confirmCardPayment result: the card is held, not charged. A decline is a 402. */
export interface TestCardConfirmResponse {
  paymentIntentId: string;
  status: 'requires_capture';
}

/** POST /api/bookings/{id}/confirm-payment: the server asks the gateway and records the result. */
export type ConfirmPaymentResponse = BookingDto;

/**
 * What capture and cancel answer (200 both times when repeated): a message for the toast and the
 * booking as it now is. Messages: 'Payment captured' / 'Payment already captured', 'Card hold
 * released' / 'Card hold already released'.
 */
export interface PaymentActionResponse {
  message: string;
  booking: BookingDto;
}
