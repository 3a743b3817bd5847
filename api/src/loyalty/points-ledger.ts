import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { PointsReason } from '@dd/contracts/rewards';
import { POINTS } from '@dd/domain/loyalty';
import { BookingEntity } from '../bookings/booking.entity';
import { isUniqueViolation } from '../common/unique-violation';
import { Notifications } from '../messaging/notifications';
import { ReviewEntity } from '../reviews/review.entity';
import { UserEntity } from '../identity/users/user.entity';
import { PointsEntryEntity } from './points-entry.entity';
import { RewardEntity } from './reward.entity';

export interface PointsChange {
  userId: string;
  amount: number;
  reason: PointsReason;
  sourceId: string;
}

/**
 * The one writer of wash points. Every change is a ledger row and the same change to
 * users.washPoints, in one transaction; the unique (reason, sourceId) makes each award happen once
 * however often or concurrently it is asked for.
 */
@Injectable()
export class PointsLedger {
  /** Without notifications (the seed), awards tell nobody. */
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() private readonly notifications?: Notifications,
  ) {}

  /** Writes the change inside `manager`'s transaction (or a new one). False when it was already made. */
  async record(change: PointsChange, manager?: EntityManager): Promise<boolean> {
    if (!manager) return this.dataSource.transaction((own) => this.record(change, own));
    // The balance first: its row lock orders concurrent awards to one user (the ledger row's
    // foreign key would otherwise take a shared lock first and deadlock on the upgrade).
    await manager.increment(UserEntity, { id: change.userId }, 'washPoints', change.amount);
    try {
      await manager.insert(PointsEntryEntity, manager.create(PointsEntryEntity, change));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await manager.decrement(UserEntity, { id: change.userId }, 'washPoints', change.amount);
      return false;
    }
    if (change.amount > 0) await this.tellRewardReached(manager, change);
    return true;
  }

  /** The promotional email when an award lifts the balance to a reward's cost: the dearest one it just reached. */
  private async tellRewardReached(manager: EntityManager, change: PointsChange): Promise<void> {
    if (!this.notifications) return;
    const user = await manager.findOneByOrFail(UserEntity, { id: change.userId });
    const [reward] = await manager.find(RewardEntity, {
      where: { available: true, points: Between(user.washPoints - change.amount + 1, user.washPoints) },
      order: { points: 'DESC' },
      take: 1,
    });
    if (reward) await this.notifications.rewardReachable(manager, user, reward);
  }

  /**
   * Takes points (a negative `amount`) only if the balance covers them: a conditional update, so
   * concurrent spends can never take the same points twice. False when the balance is too low.
   */
  async spend(manager: EntityManager, change: PointsChange): Promise<boolean> {
    const cost = -change.amount;
    const { affected } = await manager.decrement(UserEntity, { id: change.userId, washPoints: MoreThanOrEqual(cost) }, 'washPoints', cost);
    if (!affected) return false;
    await manager.insert(PointsEntryEntity, manager.create(PointsEntryEntity, change));
    return true;
  }

  /**
   * A completed detail: +10 to its customer, and +25 to whoever referred them (once per friend,
   * on the first detail they complete). Safe to call again; does nothing for a booking not completed.
   */
  async detailCompleted(bookingId: string, manager?: EntityManager): Promise<void> {
    if (!manager) return this.dataSource.transaction((own) => this.detailCompleted(bookingId, own));
    const booking = await manager.findOneBy(BookingEntity, { id: bookingId, status: 'completed' });
    if (!booking) return;
    await this.record({ userId: booking.customerId, amount: POINTS.detailCompleted, reason: 'detail_completed', sourceId: booking.id }, manager);
    const customer = await manager.findOneBy(UserEntity, { id: booking.customerId });
    if (customer?.referredById && customer.referredById !== customer.id) {
      await this.record({ userId: customer.referredById, amount: POINTS.referral, reason: 'referral', sourceId: customer.id }, manager);
    }
  }

  /** An approved, verified review: +5 to its author, once. Safe to call again. */
  async reviewApproved(reviewId: string, manager?: EntityManager): Promise<void> {
    if (!manager) return this.dataSource.transaction((own) => this.reviewApproved(reviewId, own));
    const review = await manager.findOneBy(ReviewEntity, { id: reviewId, isApproved: true, isVerified: true });
    if (review) await this.record({ userId: review.customerId, amount: POINTS.reviewApproved, reason: 'review_approved', sourceId: review.id }, manager);
  }
}
