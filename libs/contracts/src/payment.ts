import type { BookingDto } from './booking';

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
 * POST /api/create-payment-intent body (spec: amount, bookingId). The server charges the booking's
 * own totalAmount whatever `amount` says, so bookingId is required: null is refused with a 400.
 */
export interface CreatePaymentIntentRequest {
  amount?: number | string | null;
  bookingId: string | null;
}

/** Its response: the spec reads clientSecret; paymentIntentId is added for the confirm call. */
export interface CreatePaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
}

/** POST /api/payments/test/confirm (test mode only): what a card form collects. */
export interface TestCardConfirmRequest {
  clientSecret: string;
  cardNumber: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

/** Its response, like Stripe.js's confirmCardPayment result: the card is held, not charged. A decline is a 402. */
export interface TestCardConfirmResponse {
  paymentIntentId: string;
  status: 'requires_capture';
}

/** POST /api/bookings/{id}/confirm-payment: the server asks the gateway and records the result. */
export type ConfirmPaymentResponse = BookingDto;

/** POST /api/capture-payment body (dad-and-admin §7). */
export interface CapturePaymentRequest {
  paymentIntentId: string;
  bookingId: string;
}

/** POST /api/cancel-payment body: releases the card hold of a booking (admin). */
export interface CancelPaymentRequest {
  bookingId: string;
}

/**
 * What capture and cancel answer (200 both times when repeated): a message for the toast and the
 * booking as it now is. Messages: 'Payment captured' / 'Payment already captured', 'Card hold
 * released' / 'Card hold already released'.
 */
export interface PaymentActionResponse {
  message: string;
  booking: BookingDto;
}

/** A saved card (customer-side §3): GET /api/payment-methods. Cards are saved when they hold a booking at checkout. */
export interface PaymentMethodDto {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}
