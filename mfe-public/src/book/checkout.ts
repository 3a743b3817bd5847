import { errorCode, errorMessage, isApiError, type ToastInput } from '@dd/api-client';
import type { BookingSummaryDto, CreateBookingRequest } from '@dd/contracts/booking';
import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '@dd/contracts/payment';
import type { PendingBooking } from './wizard.slice';

/** The calls checkout makes, as plain promises (the screen passes RTK Query's unwrapped mutations). */
export interface CheckoutPorts {
  createBooking(body: CreateBookingRequest): Promise<BookingSummaryDto>;
  createPaymentIntent(body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse>;
  /** Confirms the card with the gateway; a decline resolves with the provider's message. */
  confirmCard(clientSecret: string): Promise<{ error?: string }>;
  /** POST /api/bookings/{id}/confirm-payment: the server records the authorization. */
  confirmPayment(bookingId: string): Promise<BookingSummaryDto>;
  /** POST /api/bookings/{id}/pay-with-saved-card: the server holds a saved card and records it (a decline is a 402). */
  payWithSavedCard(bookingId: string, paymentMethodId: string): Promise<BookingSummaryDto>;
  /** Called once a booking exists, so a retry pays for it instead of booking twice. */
  onBookingCreated(pending: PendingBooking): void;
}

export type CheckoutResult =
  | { ok: true; booking: BookingSummaryDto }
  | {
      ok: false;
      toast: ToastInput;
      /** 409 on a visitor's checkout: the email has an account, who should sign in instead. */
      emailTaken?: boolean;
      /** 409 because the window was booked meanwhile: choose another (step 4); no card was touched. */
      slotTaken?: boolean;
      /** The card was declined: the provider's message, which stays on the card form (a toast goes in 5 s). */
      cardDeclined?: string;
    };

const failed = (title: string, description: string, extra: { emailTaken?: boolean; slotTaken?: boolean; cardDeclined?: string } = {}): CheckoutResult => ({
  ok: false,
  toast: { title, description, variant: 'destructive' },
  ...extra,
});

/**
 * Checkout (customer-side §4, §8): create the booking (or reuse the pending one made from the same
 * draft), create its payment intent, confirm the card, then have the server record the
 * authorization; or, with a card saved in Payment Methods, have the server hold that card. Each
 * stage fails with the spec's toast.
 */
export async function runCheckout(
  input: { request: CreateBookingRequest; pending: PendingBooking | null; key: string; savedCardId?: string | null },
  ports: CheckoutPorts,
): Promise<CheckoutResult> {
  let bookingId = input.pending && input.pending.key === input.key ? input.pending.id : null;
  if (!bookingId) {
    try {
      const booking = await ports.createBooking(input.request);
      bookingId = booking.id;
      ports.onBookingCreated({ id: booking.id, key: input.key });
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      const code = errorCode(error);
      // The email has an account (sign in instead), or the window went meanwhile (back to step 4).
      if (code === 'EMAIL_TAKEN') return failed('Booking Failed', message, { emailTaken: true });
      if (code === 'SLOT_TAKEN') return failed('Booking Failed', message, { slotTaken: true });
      return failed('Booking Failed', message);
    }
  }

  if (input.savedCardId) return recorded(() => ports.payWithSavedCard(bookingId, input.savedCardId!));

  let clientSecret: string;
  try {
    // The form only submits with the terms box ticked, which names the fees shown above it.
    ({ clientSecret } = await ports.createPaymentIntent({ amount: input.request.totalAmount, bookingId, agreeToFeePolicy: true }));
  } catch {
    return failed('Payment Setup Failed', 'Failed to initialize payment. Please try again.');
  }

  try {
    const card = await ports.confirmCard(clientSecret);
    if (card.error) return failed('Payment Failed', card.error, { cardDeclined: card.error });
  } catch (error) {
    return failed('Checkout Failed', describe(error));
  }

  return recorded(() => ports.confirmPayment(bookingId));
}

/** The server's record of the hold: the booking, or a 402 with the gateway's reason the card was not held. */
async function recorded(call: () => Promise<BookingSummaryDto>): Promise<CheckoutResult> {
  try {
    return { ok: true, booking: await call() };
  } catch (error) {
    if (isApiError(error) && error.status === 402) {
      const message = errorMessage(error, 'Your card was not authorized.');
      return failed('Payment Failed', message, { cardDeclined: message });
    }
    return failed('Checkout Failed', describe(error));
  }
}

/** "the error message" (spec §8): the server's message, else the error's own. */
function describe(error: unknown): string {
  if (isApiError(error)) return errorMessage(error, error.message);
  return error instanceof Error ? error.message : String(error);
}
