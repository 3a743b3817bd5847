import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { RewardKind } from '@dd/contracts/rewards';
import { BookingEntity } from '../bookings/booking.entity';
import { moneyColumn } from '../platform/database/decimal.transformer';
import { UserEntity } from '../identity/users/user.entity';
import { RewardEntity } from './reward.entity';

/**
 * A claimed reward: account credit or a free interior add-on, waiting for the customer's next
 * checkout. `bookingId` is the booking that used it; cancelling that booking sets it back to null.
 */
@Entity('reward_claims')
export class RewardClaimEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_reward_claims_userId')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_reward_claims_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 36 })
  rewardId!: string;

  @ManyToOne(() => RewardEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'rewardId', foreignKeyConstraintName: 'FK_reward_claims_reward' })
  reward?: RewardEntity;

  @Column({ type: 'varchar', length: 20 })
  kind!: RewardKind;

  @Column({ ...moneyColumn, nullable: true })
  creditAmount!: string | null;

  @Index('IDX_reward_claims_bookingId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  bookingId!: string | null;

  @ManyToOne(() => BookingEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'bookingId', foreignKeyConstraintName: 'FK_reward_claims_booking' })
  booking?: BookingEntity | null;

  @CreateDateColumn()
  createdAt!: Date;
}
