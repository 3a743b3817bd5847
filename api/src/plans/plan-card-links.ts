import { SignedLinks } from '../platform/crypto/signed-links';

/** How long an emailed link to update a plan's card works: past the last retry and the day its visit is kept (decision 0460). */
export const CARD_LINK_DAYS = 7;

/**
 * The link in a failed-payment email to update the plan's card: the membership's id signed until it
 * expires, as the tracking link's. The page it opens is the customer portal's, so the customer signs
 * in as well, and the membership must be theirs.
 */
export class PlanCardLinks extends SignedLinks {
  constructor(secret: string, publicUrl: string) {
    super(secret, 'plan-card', (token) => `${publicUrl}/customer/plans/card/${token}`);
  }
}
