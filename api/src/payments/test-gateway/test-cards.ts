/**
 * The offline test gateway's cards: Stripe's test numbers, with Stripe's messages, so the flow
 * reads the same in both modes. Any other valid number is declined with a hint.
 */
export interface TestCard {
  brand: string;
  /** The decline message at checkout; undefined means the card is held. */
  declines?: string;
  /** The decline message when the hold is renewed off-session; undefined means renewals work. */
  declinesOffSession?: string;
}

const DECLINED = 'Your card was declined.';

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': { brand: 'visa', declines: DECLINED },
  '4000000000009995': { brand: 'visa', declines: 'Your card has insufficient funds.' },
  // Ours, not Stripe's: held at checkout, declined when the hold is renewed (to try the renewal failure path).
  '4000000000000341': { brand: 'visa', declinesOffSession: DECLINED },
};

export const UNKNOWN_TEST_CARD_MESSAGE = `${DECLINED} Test mode accepts test cards only, such as 4242 4242 4242 4242.`;

export function testCard(number: string): TestCard {
  return TEST_CARDS[number] ?? { brand: 'unknown', declines: UNKNOWN_TEST_CARD_MESSAGE };
}

/** Renewals know the saved card by its last four digits. */
export function testCardByLast4(last4: string | null): TestCard {
  return Object.entries(TEST_CARDS).find(([number]) => number.endsWith(last4 ?? '-'))?.[1] ?? { brand: 'unknown' };
}
