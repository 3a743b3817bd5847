import { z } from 'zod';
import { requiredText } from './auth.schema';
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

/**
 * A saved card (customer-side §3): GET /api/payment-methods. Cards are saved when they hold a booking
 * at checkout, or with Payment Methods' Add (the calls below).
 */
export interface PaymentMethodDto {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

/**
 * Adding a card outside checkout (the spec does not show the call), like checkout in three steps:
 * 1. POST /api/payment-methods/setup-intent → a SetupIntent on the customer's gateway customer;
 * 2. the browser confirms it with the card: Stripe.js confirmCardSetup, or in test mode
 *    POST /api/payments/test/confirm-setup (the test card form's body, answering TestCardSetupResponse);
 * 3. POST /api/payment-methods with the payment method id → 201 the saved card. The server asks the
 *    gateway for the card, which must be on the customer's own gateway customer (else 404); the same
 *    card (brand, last 4 and expiry) already saved is a 409 ALREADY_EXISTS. The first card is the default.
 */
export interface SetupIntentResponse {
  clientSecret: string;
  setupIntentId: string;
}

export interface TestCardSetupResponse {
  setupIntentId: string;
  paymentMethodId: string;
}

export const addPaymentMethodSchema = z.object({
  paymentMethodId: requiredText('paymentMethodId is required').max(255),
});
export type AddPaymentMethodRequest = z.input<typeof addPaymentMethodSchema>;
export type AddPaymentMethodBody = z.output<typeof addPaymentMethodSchema>;

/** The name on the card, asked by the Add dialog in both modes (Stripe keeps it as billing details). */
export const cardholderNameSchema = requiredText('Name on card is required').max(100);
