import { fillEnglish, type UiText } from '../ui-text';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** 'Visa ending in 4242': how a saved card is named on receipts, Payment Methods and checkout (in the reader's language with `tr`). */
export const cardName = (card: { brand: string; last4: string }, tr: UiText = fillEnglish) => tr('{brand} ending in {last4}', { brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 });
