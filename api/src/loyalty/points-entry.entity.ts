import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PointsReason } from '@dd/contracts/rewards';
import { UserEntity } from '../identity/users/user.entity';

/**
 * One change of a customer's wash points. The balance is the sum of the amounts (users.washPoints
 * is kept equal to it in the same transaction). (reason, sourceId) is unique, so an award for one
 * booking, referred friend, review or claim can be written only once, whatever retries or races.
 */
@Entity('points_ledger')
@Index('UQ_points_ledger_award', ['reason', 'sourceId'], { unique: true })
export class PointsEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_points_ledger_userId')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_points_ledger_user' })
  user?: UserEntity;

  /** Positive for awards, negative for claims. */
  @Column({ type: 'int' })
  amount!: number;

  @Column({ type: 'varchar', length: 30 })
  reason!: PointsReason;

  /** The booking (detail_completed), the referred friend's user id (referral), the review or the claim. */
  @Column({ type: 'varchar', length: 36 })
  sourceId!: string;

  @CreateDateColumn()
  createdAt!: Date;
}
