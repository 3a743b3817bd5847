import { z } from 'zod';
import { moneyText } from './package';

/** Wash points and rewards (customer-side §3, §4, §9). The claim calls are ours: the spec does not show them. */

export const REWARD_KINDS = ['credit', 'interior_addon'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** A reward (customer-side §3): a credit on the account, or a free interior add-on with the next detail. */
export const rewardDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    points: z.number().int(),
    available: z.boolean(),
    kind: z.enum(REWARD_KINDS),
    /** The credit's amount ("10.00"); null for the interior add-on. */
    creditAmount: moneyText.nullable(),
  })
  .meta({ id: 'Reward' });
export type RewardDto = z.infer<typeof rewardDtoSchema>;

export const POINTS_REASONS = ['detail_completed', 'referral', 'review_approved', 'reward_claimed'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** One row of the points ledger: the balance is the sum of the amounts. */
const pointsEntryDtoSchema = z.object({ id: z.string(), amount: z.number().int(), reason: z.enum(POINTS_REASONS), createdAt: z.string() });
export type PointsEntryDto = z.infer<typeof pointsEntryDtoSchema>;

/** GET /api/rewards: the rewards, the customer's balance and what their claims left to spend. */
export const rewardsOverviewDtoSchema = z
  .object({
    points: z.number().int(),
    rewards: z.array(rewardDtoSchema),
    /** The unused credit on the account, applied by the server at the next checkout. */
    accountCredit: moneyText,
    /** Free interior add-ons waiting for the next checkout. */
    freeInteriorAddOns: z.number().int(),
    /** The customer's referral code (last 8 characters of the id, uppercase) for /book?ref=CODE. */
    referralCode: z.string(),
    history: z.array(pointsEntryDtoSchema),
  })
  .meta({ id: 'RewardsOverview' });
export type RewardsOverviewDto = z.infer<typeof rewardsOverviewDtoSchema>;

/** POST /api/rewards/{id}/claim: the new balance and what the claim gave. */
export const rewardClaimResponseSchema = z
  .object({ points: z.number().int(), reward: rewardDtoSchema, accountCredit: moneyText, freeInteriorAddOns: z.number().int() })
  .meta({ id: 'RewardClaim' });
export type RewardClaimResponse = z.infer<typeof rewardClaimResponseSchema>;
