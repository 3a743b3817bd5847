import { describeFee, feeCents, feePolicyText } from './fees';

describe('fees', () => {
  it('a percentage of the total, rounded to the cent; a fixed amount never more than the total', () => {
    expect(feeCents(18900, { type: 'percent', amount: '25.00' })).toBe(4725);
    expect(feeCents(8999, { type: 'percent', amount: '50.00' })).toBe(4500);
    expect(feeCents(18900, { type: 'fixed', amount: '40.00' })).toBe(4000);
    expect(feeCents(3000, { type: 'fixed', amount: '40.00' })).toBe(3000);
    expect(feeCents(18900, { type: 'percent', amount: '0.00' })).toBe(0);
  });

  it('says the policy in plain words, with this booking’s amounts when given', () => {
    const policy = { cancellationPolicyHours: 48, lateCancelFee: { type: 'percent' as const, amount: '25.00' }, noShowFee: { type: 'fixed' as const, amount: '60.00' } };
    expect(describeFee(policy.lateCancelFee)).toBe('25% of the booking total');
    expect(feePolicyText(policy, 18900)).toBe(
      'Free cancellation until 48 hours before your appointment. Cancelling later costs 25% of the booking total ($47.25). ' +
        'If nobody is there with the car when your detailer arrives, a no-show fee of $60.00 is charged. ' +
        'A fee is taken from the card held for this booking and the rest of the hold is released.',
    );
    expect(feePolicyText({ ...policy, lateCancelFee: { type: 'fixed', amount: '0.00' }, noShowFee: { type: 'fixed', amount: '0' } })).toBe(
      'Free cancellation until 48 hours before your appointment. After that, the booking can no longer be cancelled online.',
    );
  });
});
