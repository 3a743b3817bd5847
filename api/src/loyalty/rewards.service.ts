import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { RewardClaimResponse, RewardsOverviewDto } from '@dd/contracts/rewards';
import { referralCode } from '@dd/domain/loyalty';
import { fromCents, toCents } from '@dd/domain/pricing';
import { conflict, notFound } from '../common/api-exception';
import type { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';
import { CachedRead } from '../platform/cache/cached-read';
import { CacheVersions } from '../platform/cache/cache-versions';
import { PointsEntryEntity } from './points-entry.entity';
import { PointsLedger } from './points-ledger';
import { RewardClaimEntity } from './reward-claim.entity';
import { RewardEntity } from './reward.entity';
import { toPointsEntryDto, toRewardDto } from './reward.mapper';

/** The rewards page: balance, rewards, what claims left to spend, and claiming. */
@Injectable()
export class RewardsService {
  /** The rewards on offer, kept until an admin changes one (on any instance, CacheVersions). */
  private readonly offered: CachedRead<RewardEntity[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: PointsLedger,
    private readonly users: Users,
    versions: CacheVersions,
  ) {
    this.offered = new CachedRead(versions, ['rewards'], () => this.dataSource.manager.find(RewardEntity, { order: { points: 'ASC', name: 'ASC' } }));
  }

  async overview(user: UserEntity): Promise<RewardsOverviewDto> {
    const manager = this.dataSource.manager;
    // `user` is the request's own row, read with its session: its points are current.
    const [rewards, history] = await Promise.all([
      this.offered.get(),
      manager.find(PointsEntryEntity, { where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' }, take: 20 }),
    ]);
    return {
      points: user.washPoints,
      rewards: rewards.map(toRewardDto),
      ...(await unspent(manager, user.id)),
      referralCode: referralCode(user.id),
      history: history.map(toPointsEntryDto),
    };
  }

  /**
   * Records the claim and spends its points in one transaction (PointsLedger.spend: concurrent
   * claims can never spend the same points twice); without enough points nothing is kept.
   */
  async claim(user: UserEntity, rewardId: string): Promise<RewardClaimResponse> {
    return this.dataSource.transaction(async (manager) => {
      const reward = await manager.findOneBy(RewardEntity, { id: rewardId });
      if (!reward) throw notFound('Reward not found');
      if (!reward.available) throw conflict('REWARD_UNAVAILABLE', 'This reward is not available right now.');
      // Points first (the user row's lock orders concurrent claims), then the claim they paid for.
      const claimId = randomUUID();
      const spent = await this.ledger.spend(manager, { userId: user.id, amount: -reward.points, reason: 'reward_claimed', sourceId: claimId });
      if (!spent) throw conflict('NOT_ENOUGH_POINTS', `You need ${reward.points} points for this reward.`);
      await manager.insert(RewardClaimEntity, {
        id: claimId,
        userId: user.id,
        rewardId: reward.id,
        kind: toRewardDto(reward).kind,
        creditAmount: reward.creditAmount,
        bookingId: null,
      });
      const { washPoints } = await this.users.byIdOrFail(user.id, manager);
      return { points: washPoints, reward: toRewardDto(reward), ...(await unspent(manager, user.id)) };
    });
  }
}

/** The credit and add-ons the customer's claims still hold for a checkout. */
async function unspent(manager: EntityManager, userId: string): Promise<Pick<RewardsOverviewDto, 'accountCredit' | 'freeInteriorAddOns'>> {
  const claims = await manager.findBy(RewardClaimEntity, { userId, bookingId: IsNull() });
  const credit = claims.reduce((sum, claim) => sum + (claim.creditAmount ? toCents(claim.creditAmount) : 0), 0);
  return { accountCredit: fromCents(credit), freeInteriorAddOns: claims.filter((claim) => claim.kind === 'interior_addon').length };
}
