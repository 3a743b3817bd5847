/** What a screen asks of a card form, in either mode (test gateway or Stripe Elements): checkout's payment step and Payment Methods' Add. */
export interface CardEntryHandle {
  /** Checks the card fields and shows their messages; false stops before anything is sent. */
  validate(): Promise<boolean>;
  /**
   * Confirms the card for the intent named by the client secret (a payment intent holds the card, a
   * setup intent saves it, answering the saved payment method's id); a decline resolves with the provider's message.
   */
  confirm(clientSecret: string, billing?: { name: string }): Promise<{ error?: string; paymentMethodId?: string }>;
}

/** What the card form confirms: a booking's payment at checkout, or a card to save (Payment Methods). */
export type CardPurpose = 'payment' | 'setup';

/** Stripe's test cards, which the offline test gateway takes too (api/src/payments/test-gateway/test-cards.ts). */
export const TEST_CARD_APPROVED = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
