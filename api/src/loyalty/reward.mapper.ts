import type { PointsEntryDto, RewardDto } from '@dd/contracts/rewards';
import type { PointsEntryEntity } from './points-entry.entity';
import type { RewardEntity } from './reward.entity';

export const toRewardDto = (reward: RewardEntity): RewardDto => ({
  id: reward.id,
  name: reward.name,
  description: reward.description,
  points: reward.points,
  available: reward.available,
  kind: reward.creditAmount ? 'credit' : 'interior_addon',
  creditAmount: reward.creditAmount,
});

export const toPointsEntryDto = (entry: PointsEntryEntity): PointsEntryDto => ({
  id: entry.id,
  amount: entry.amount,
  reason: entry.reason,
  createdAt: entry.createdAt.toISOString(),
});
