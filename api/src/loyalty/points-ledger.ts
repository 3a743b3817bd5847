import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, type DataSource, type EntityManager } from 'typeorm';
import type { PointsReason } from '@dd/contracts/rewards';
import { POINTS } from '@dd/domain/loyalty';
import { BookingRepository } from '../bookings/booking.repository';
import { isUniqueViolation } from '../common/unique-violation';
import { Users } from '../identity/users/users';
import { Events } from '../platform/events/events';
import { PointsEntryEntity } from './points-entry.entity';
import { RewardEntity } from './reward.entity';

/** What of a review decides its points (reviews/review.entity.ts has it). */
export interface ReviewForPoints {
  id: string;
  customerId: string;
  isApproved: boolean;
  isVerified: boolean;
}

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
  /** Without the event bus (the seed), awards tell nobody. */
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: Users,
    @Optional() private readonly events?: Events,
  ) {}

  /** Writes the change inside `manager`'s transaction (or a new one). False when it was already made. */
  async record(change: PointsChange, manager?: EntityManager): Promise<boolean> {
    if (!manager) return this.dataSource.transaction((own) => this.record(change, own));
    // The balance first: its row lock orders concurrent awards to one user (the ledger row's
    // foreign key would otherwise take a shared lock first and deadlock on the upgrade).
    await this.users.addPoints(manager, change.userId, change.amount);
    try {
      await manager.insert(PointsEntryEntity, manager.create(PointsEntryEntity, change));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.users.addPoints(manager, change.userId, -change.amount);
      return false;
    }
    if (change.amount > 0) await this.tellRewardReached(manager, change);
    return true;
  }

  /** When an award lifts the balance to a reward's cost, the dearest one it just reached is announced (messaging emails the offer). */
  private async tellRewardReached(manager: EntityManager, change: PointsChange): Promise<void> {
    if (!this.events) return;
    const user = await this.users.byIdOrFail(change.userId, manager);
    const [reward] = await manager.find(RewardEntity, {
      where: { available: true, points: Between(user.washPoints - change.amount + 1, user.washPoints) },
      order: { points: 'DESC' },
      take: 1,
    });
    if (reward) await this.events.emit('loyalty.reward-reached', { manager, user, reward });
  }

  /**
   * Takes points (a negative `amount`) only if the balance covers them: a conditional update, so
   * concurrent spends can never take the same points twice. False when the balance is too low.
   */
  async spend(manager: EntityManager, change: PointsChange): Promise<boolean> {
    const cost = -change.amount;
    if (!(await this.users.spendPoints(manager, change.userId, cost))) return false;
    await manager.insert(PointsEntryEntity, manager.create(PointsEntryEntity, change));
    return true;
  }

  /**
   * A completed detail: +10 to its customer, and +25 to whoever referred them (once per friend,
   * on the first detail they complete). Safe to call again; does nothing for a booking not completed.
   */
  async detailCompleted(bookingId: string, manager?: EntityManager): Promise<void> {
    if (!manager) return this.dataSource.transaction((own) => this.detailCompleted(bookingId, own));
    const booking = await BookingRepository.completed(manager, bookingId);
    if (!booking) return;
    await this.record({ userId: booking.customerId, amount: POINTS.detailCompleted, reason: 'detail_completed', sourceId: booking.id }, manager);
    const customer = await this.users.byId(booking.customerId, manager);
    if (customer?.referredById && customer.referredById !== customer.id) {
      await this.record({ userId: customer.referredById, amount: POINTS.referral, reason: 'referral', sourceId: customer.id }, manager);
    }
  }

  /**
   * An approved, verified review: +5 to its author, once. Safe to call again. Reviews owns the
   * row and passes it as read in its transaction; anything else earns nothing.
   */
  async reviewApproved(review: ReviewForPoints, manager?: EntityManager): Promise<void> {
    if (!review.isApproved || !review.isVerified) return;
    await this.record({ userId: review.customerId, amount: POINTS.reviewApproved, reason: 'review_approved', sourceId: review.id }, manager);
  }
}
