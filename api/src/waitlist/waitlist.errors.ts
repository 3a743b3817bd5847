import { ApiException, notFound } from '../common/api-exception';
import { WAITLIST_MESSAGES } from '@dd/contracts/waitlist';

/** The errors the waitlist answers (codes in libs/contracts/src/errors.ts). Another customer's entry or offer is "not found". */
export const WaitlistErrors = {
  entryNotFound: () => notFound('Waitlist entry not found'),
  offerNotFound: () => notFound('Offer not found'),
  offerTaken: () => new ApiException(409, 'OFFER_TAKEN', WAITLIST_MESSAGES.offerTaken),
  offerExpired: () => new ApiException(410, 'OFFER_EXPIRED', WAITLIST_MESSAGES.offerExpired),
};
