import type { ApiError } from '@dd/api-client';
import { SLOT_TAKEN_MESSAGE, type BookingSummaryDto } from '@dd/contracts/booking';
import { defaultErrorCode, type ErrorCode } from '@dd/contracts/errors';
import { runCheckout, type CheckoutPorts } from './checkout';

const apiError = (status: number, message: string, code: ErrorCode = defaultErrorCode(status)): ApiError => ({
  status,
  message: `${status}: ${message}`,
  code,
  body: { statusCode: status, message, code },
});

const booking = (over: Partial<BookingSummaryDto> = {}) => ({ id: 'b1', totalAmount: '189.00', paymentStatus: 'pending', ...over }) as BookingSummaryDto;

const request = {
  vehicleType: 'suv' as const,
  packageId: 'pkg-1',
  totalAmount: '189.00',
  address: '1 Main St',
  city: 'Irvine',
  zipCode: '92618',
  scheduledDate: '2026-03-05T16:00:00.000Z',
};

function ports(over: Partial<CheckoutPorts> = {}) {
  const calls: string[] = [];
  const base: CheckoutPorts = {
    createBooking: async () => (calls.push('createBooking'), booking()),
    createPaymentIntent: async ({ bookingId }) => (calls.push(`intent:${bookingId}`), { clientSecret: 'cs_1', paymentIntentId: 'pi_1' }),
    confirmCard: async (secret) => (calls.push(`card:${secret}`), {}),
    confirmPayment: async (id) => (calls.push(`confirm:${id}`), booking({ paymentStatus: 'authorized' })),
    onBookingCreated: (pending) => void calls.push(`pending:${pending.id}:${pending.key}`),
    payWithSavedCard: async (id, card) => (calls.push(`saved:${id}:${card}`), booking({ paymentStatus: 'authorized' })),
  };
  return { calls, ports: { ...base, ...over } };
}

describe('runCheckout', () => {
  it('books, sets up the payment, confirms the card, then has the server record it', async () => {
    const { calls, ports: p } = ports();
    const result = await runCheckout({ request, pending: null, key: 'k1' }, p);
    expect(result).toEqual({ ok: true, booking: booking({ paymentStatus: 'authorized' }) });
    expect(calls).toEqual(['createBooking', 'pending:b1:k1', 'intent:b1', 'card:cs_1', 'confirm:b1']);
  });

  it('with a saved card, books and has the server hold that card: no intent, no card form', async () => {
    const { calls, ports: p } = ports();
    const result = await runCheckout({ request, pending: null, key: 'k1', savedCardId: 'pm-1' }, p);
    expect(result).toEqual({ ok: true, booking: booking({ paymentStatus: 'authorized' }) });
    expect(calls).toEqual(['createBooking', 'pending:b1:k1', 'saved:b1:pm-1']);
  });

  it('a saved card declined keeps the decline on the form, with the Payment Failed toast', async () => {
    const { ports: p } = ports({ payWithSavedCard: () => Promise.reject(apiError(402, 'Your card was declined.', 'PAYMENT_FAILED')) });
    const result = await runCheckout({ request, pending: { id: 'b0', key: 'k1' }, key: 'k1', savedCardId: 'pm-1' }, p);
    expect(result).toEqual({
      ok: false,
      toast: { title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' },
      cardDeclined: 'Your card was declined.',
    });
  });

  it('a retry of the same draft pays for the pending booking instead of booking again', async () => {
    const { calls, ports: p } = ports();
    await runCheckout({ request, pending: { id: 'b0', key: 'k1' }, key: 'k1' }, p);
    expect(calls).toEqual(['intent:b0', 'card:cs_1', 'confirm:b0']);
  });

  it('a changed draft is booked anew', async () => {
    const { calls, ports: p } = ports();
    await runCheckout({ request, pending: { id: 'b0', key: 'old' }, key: 'k2' }, p);
    expect(calls[0]).toBe('createBooking');
  });

  it('a refused booking: Booking Failed with the server message; 409 asks to sign in', async () => {
    const { calls, ports: p } = ports({ createBooking: () => Promise.reject(apiError(409, 'An account with this email already exists. Please sign in to book.', 'EMAIL_TAKEN')) });
    const result = await runCheckout({ request, pending: null, key: 'k1' }, p);
    expect(result).toEqual({
      ok: false,
      emailTaken: true,
      toast: { title: 'Booking Failed', description: 'An account with this email already exists. Please sign in to book.', variant: 'destructive' },
    });
    expect(calls).toEqual([]);
    const other = await runCheckout({ request, pending: null, key: 'k1' }, ports({ createBooking: () => Promise.reject(apiError(400, 'This package is not available')) }).ports);
    expect(other).toEqual({ ok: false, toast: { title: 'Booking Failed', description: 'This package is not available', variant: 'destructive' } });
  });

  it('a 409 for a window taken meanwhile: Booking Failed with the server message, back to choosing a time, no card touched', async () => {
    const { calls, ports: p } = ports({ createBooking: () => Promise.reject(apiError(409, SLOT_TAKEN_MESSAGE, 'SLOT_TAKEN')) });
    const result = await runCheckout({ request, pending: null, key: 'k1' }, p);
    expect(result).toEqual({
      ok: false,
      slotTaken: true,
      toast: { title: 'Booking Failed', description: 'That time was just taken. Please choose another time.', variant: 'destructive' },
    });
    expect(calls).toEqual([]);
  });

  it('a failed payment setup: the spec words, and the booking is kept for the retry', async () => {
    const { calls, ports: p } = ports({ createPaymentIntent: () => Promise.reject(apiError(500, 'boom')) });
    const result = await runCheckout({ request, pending: null, key: 'k1' }, p);
    expect(result).toEqual({ ok: false, toast: { title: 'Payment Setup Failed', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' } });
    expect(calls).toEqual(['createBooking', 'pending:b1:k1']);
  });

  it('a declined card: Payment Failed with the provider message; nothing is confirmed', async () => {
    const { calls, ports: p } = ports({ confirmCard: async () => ({ error: 'Your card was declined.' }) });
    const result = await runCheckout({ request, pending: null, key: 'k1' }, p);
    expect(result).toEqual({ ok: false, toast: { title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' }, cardDeclined: 'Your card was declined.' });
    expect(calls).not.toContain('confirm:b1');
  });

  it('the server finding no authorization (402) is a Payment Failed; anything else a Checkout Failed', async () => {
    const declined = await runCheckout({ request, pending: null, key: 'k1' }, ports({ confirmPayment: () => Promise.reject(apiError(402, 'Your card has insufficient funds.')) }).ports);
    expect(declined).toMatchObject({ ok: false, toast: { title: 'Payment Failed', description: 'Your card has insufficient funds.' }, cardDeclined: 'Your card has insufficient funds.' });
    const broken = await runCheckout({ request, pending: null, key: 'k1' }, ports({ confirmPayment: () => Promise.reject(apiError(500, 'Internal server error')) }).ports);
    expect(broken).toMatchObject({ ok: false, toast: { title: 'Checkout Failed', description: 'Internal server error' } });
    expect(broken).not.toHaveProperty('cardDeclined');
    const thrown = await runCheckout({ request, pending: null, key: 'k1' }, ports({ confirmCard: () => Promise.reject(new Error('Stripe.js failed to load')) }).ports);
    expect(thrown).toMatchObject({ ok: false, toast: { title: 'Checkout Failed', description: 'Stripe.js failed to load' } });
  });
});
