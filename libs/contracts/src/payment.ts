/**
 * Payment calls beside the spec's POST /api/create-payment-intent. Owned by the payments module;
 * the booking wizard uses them. Shapes here are the agreement between API and UI.
 */

/** GET /api/payments/config: which gateway is live. 'test' is the offline test gateway (no keys). */
export interface PaymentConfigDto {
  mode: 'stripe' | 'test';
  publishableKey: string | null;
}

/** POST /api/create-payment-intent body (spec: amount, bookingId). The server charges the booking's own total. */
export interface CreatePaymentIntentRequest {
  amount?: number | string;
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

/** POST /api/bookings/{id}/confirm-payment: the server asks the gateway and records the result. */
export type ConfirmPaymentResponse = import('./booking').BookingDto;
