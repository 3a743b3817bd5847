/** Wash points and rewards (customer-side §3, §4, §9). The claim calls are ours: the spec does not show them. */

export type RewardKind = 'credit' | 'interior_addon';

/** A reward (customer-side §3): a credit on the account, or a free interior add-on with the next detail. */
export interface RewardDto {
  id: string;
  name: string;
  description: string;
  points: number;
  available: boolean;
  kind: RewardKind;
  /** The credit's amount ("10.00"); null for the interior add-on. */
  creditAmount: string | null;
}

export type PointsReason = 'detail_completed' | 'referral' | 'review_approved' | 'reward_claimed';

/** One row of the points ledger: the balance is the sum of the amounts. */
export interface PointsEntryDto {
  id: string;
  amount: number;
  reason: PointsReason;
  createdAt: string;
}

/** GET /api/rewards: the rewards, the customer's balance and what their claims left to spend. */
export interface RewardsOverviewDto {
  points: number;
  rewards: RewardDto[];
  /** The unused credit on the account, applied by the server at the next checkout. */
  accountCredit: string;
  /** Free interior add-ons waiting for the next checkout. */
  freeInteriorAddOns: number;
  /** The customer's referral code (last 8 characters of the id, uppercase) for /book?ref=CODE. */
  referralCode: string;
  history: PointsEntryDto[];
}

/** POST /api/rewards/{id}/claim: the new balance and what the claim gave. */
export interface RewardClaimResponse {
  points: number;
  reward: RewardDto;
  accountCredit: string;
  freeInteriorAddOns: number;
}
