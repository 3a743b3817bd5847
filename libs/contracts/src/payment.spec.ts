import {
  BOOKING_REQUIRED_FOR_PAYMENT,
  CARD_MESSAGES,
  createPaymentIntentSchema,
  expiryInPast,
  luhnValid,
  testCardConfirmSchema,
} from './payment';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('payment schemas', () => {
  it('create-payment-intent needs a booking; the amount is optional and any shape', () => {
    expect(firstMessage(createPaymentIntentSchema.safeParse({ amount: 89, bookingId: null }))).toBe(BOOKING_REQUIRED_FOR_PAYMENT);
    expect(firstMessage(createPaymentIntentSchema.safeParse({ amount: 89 }))).toBe(BOOKING_REQUIRED_FOR_PAYMENT);
    expect(createPaymentIntentSchema.parse({ amount: '1.00', bookingId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' })).toEqual({ amount: '1.00', bookingId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' });
  });

  it('Luhn: the test cards pass, a one-digit typo fails', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242a4242424')).toBe(false);
  });

  it('a card is good through the last day of its expiry month', () => {
    const now = new Date(2031, 5, 30); // 30 June 2031
    expect(expiryInPast({ month: 6, year: 2031 }, now)).toBe(false);
    expect(expiryInPast({ month: 5, year: 2031 }, now)).toBe(true);
    expect(expiryInPast({ month: 1, year: 2032 }, now)).toBe(false);
    expect(expiryInPast({ month: 12, year: 2030 }, now)).toBe(true);
  });

  describe('the test card form', () => {
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    const good = { clientSecret: 'pi_x_secret_y', cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' };

    it('accepts a good card and keeps only the digits', () => {
      expect(testCardConfirmSchema.parse(good)).toEqual({ ...good, cardNumber: '4242424242424242' });
      expect(testCardConfirmSchema.safeParse({ ...good, cvc: '1234', cardNumber: '4242-4242-4242-4242' }).success).toBe(true);
    });

    it.each([
      [{ cardNumber: '4242 4242' }, CARD_MESSAGES.numberIncomplete],
      [{ cardNumber: '4242 4242 4242 4241' }, CARD_MESSAGES.numberInvalid],
      [{ cardNumber: '4242 abcd 4242 4242' }, CARD_MESSAGES.numberInvalid],
      [{ expiry: '1225' }, CARD_MESSAGES.expiryIncomplete],
      [{ expiry: `13/${nextYear}` }, CARD_MESSAGES.expiryInvalid],
      [{ expiry: '01/20' }, CARD_MESSAGES.expiryPast],
      [{ cvc: '12' }, CARD_MESSAGES.cvcIncomplete],
      [{ cvc: '12345' }, CARD_MESSAGES.cvcInvalid],
      [{ cvc: '12a' }, CARD_MESSAGES.cvcInvalid],
      [{ clientSecret: '' }, 'clientSecret is required'],
    ])('%j is refused with its message', (change, message) => {
      expect(firstMessage(testCardConfirmSchema.safeParse({ ...good, ...change }))).toBe(message);
    });
  });
});
