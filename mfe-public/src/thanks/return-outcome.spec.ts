import { readOutcome } from './return-outcome';

describe('readOutcome (Stripe return_url parameters)', () => {
  it.each([
    ['', 'none'],
    ['?redirect_status=succeeded', 'none'],
    ['?payment_intent=pi_1&redirect_status=succeeded', 'succeeded'],
    ['?payment_intent=pi_1&redirect_status=processing', 'processing'],
    ['?payment_intent=pi_1&redirect_status=failed', 'failed'],
    ['?payment_intent=pi_1', 'failed'],
  ])('%s -> %s', (query, outcome) => {
    expect(readOutcome(new URLSearchParams(query))).toBe(outcome);
  });
});
