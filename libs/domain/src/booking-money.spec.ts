import { bookingMoney, moneyText } from './booking-money';

const base = { status: 'confirmed', totalAmount: '129.00', paymentStatus: 'authorized' as const, capturedAmount: null, refundedAmount: '0.00', fee: null };

describe('bookingMoney', () => {
  it('a late cancellation names the fee charged and the rest of the hold released, not the total as paid', () => {
    const b = { ...base, status: 'cancelled', paymentStatus: 'captured' as const, capturedAmount: '32.25', fee: { kind: 'late_cancel' as const, amount: '32.25' } };
    expect(moneyText(b)).toBe('Charged $32.25 (late-cancellation fee); Released $96.75 (rest of the $129.00 card hold)');
  });

  it('a hold before the job, a full charge with a refund, a released hold and a failed payment', () => {
    expect(moneyText(base)).toBe('Held $129.00 (on the card, charged after the job)');
    expect(moneyText({ ...base, status: 'completed', paymentStatus: 'captured', capturedAmount: '129.00', refundedAmount: '29.00' })).toBe(
      'Charged $129.00; Refunded $29.00',
    );
    expect(moneyText({ ...base, status: 'completed', paymentStatus: 'refunded', capturedAmount: '129.00', refundedAmount: '129.00' })).toBe(
      'Charged $129.00; Refunded $129.00',
    );
    expect(moneyText({ ...base, status: 'cancelled', paymentStatus: 'refunded' })).toBe('Released $129.00 (card hold; nothing charged)');
    expect(moneyText({ ...base, paymentStatus: 'failed' })).toBe('Not charged $129.00 (the payment failed)');
    expect(bookingMoney({ ...base, paymentStatus: 'pending' })).toEqual([]);
  });

  it('a no-show fee not yet taken from the hold says it is to be charged', () => {
    expect(moneyText({ ...base, fee: { kind: 'no_show', amount: '64.50' } })).toBe('To be charged $64.50 (no-show fee, from the card hold; the rest released)');
  });
});
