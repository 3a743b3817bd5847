import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { PointsEntryEntity } from './points-entry.entity';
import { RewardClaimEntity } from './reward-claim.entity';

/**
 * Wash points and claimed rewards. On deletion the points go (an erased account can spend nothing);
 * a claim stays, since it is part of a booking's price (a payment record), and names no one.
 */
@HoldsPersonalData({ tables: ['points_ledger', 'reward_claims'] })
@Injectable()
export class LoyaltyPersonalData implements PersonalData {
  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const points = await manager.find(PointsEntryEntity, { where: { userId }, order: { createdAt: 'ASC' } });
    const claims = await manager.find(RewardClaimEntity, { where: { userId }, relations: { reward: true }, order: { createdAt: 'ASC' } });
    return {
      washPoints: points.map(({ amount, reason, createdAt }) => ({ amount, reason, createdAt })),
      rewardsClaimed: claims.map(({ reward, kind, creditAmount, bookingId, createdAt }) => ({ reward: reward?.name ?? null, kind, creditAmount, bookingId, createdAt })),
    };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    await manager.delete(PointsEntryEntity, { userId });
    return [];
  }
}
