import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { epochMillisTransformer } from '../../platform/database/epoch-millis.transformer';
import { UserEntity } from '../users/user.entity';

/** A single-use recovery code for two-step sign-in; only its SHA-256 is stored (the person was shown it once). */
@Entity('recovery_codes')
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_recovery_codes_userId')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_recovery_codes_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  /** Epoch ms; set once, by a conditional UPDATE, when the code is used. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  usedAt!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
