/** What the payment step asks of a card form, in either mode (test gateway or Stripe Elements). */
export interface CardEntryHandle {
  /** Checks the card fields and shows their messages; false stops checkout before anything is booked. */
  validate(): Promise<boolean>;
  /** Confirms the card for the payment intent; a decline resolves with the provider's message. */
  confirm(clientSecret: string): Promise<{ error?: string }>;
}

/** Stripe's test cards, which the offline test gateway takes too (api/src/payments/test-gateway/test-cards.ts). */
export const TEST_CARD_APPROVED = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
