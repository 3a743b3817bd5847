const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** 'Visa ending in 4242': how a saved card is named on receipts, Payment Methods and checkout. */
export const cardName = (card: { brand: string; last4: string }) => `${BRANDS[card.brand] ?? card.brand} ending in ${card.last4}`;
