import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { epochMillisTransformer } from '../auth/session.entity';
import { UserEntity } from '../users/user.entity';

export const PASSWORD_TOKEN_PURPOSES = ['reset', 'set'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** A one-time password link. Only the token's SHA-256 is stored; the token itself exists only in the email. */
@Entity('password_tokens')
export class PasswordTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_password_tokens_userId')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_password_tokens_user' })
  user?: UserEntity;

  @Index('UQ_password_tokens_tokenHash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** 'reset' from "Forgot password?"; 'set' for an account made at a visitor's checkout. */
  @Column({ type: 'simple-enum', enum: PASSWORD_TOKEN_PURPOSES })
  purpose!: PasswordTokenPurpose;

  /** Epoch ms. */
  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  expiresAt!: number;

  /** Epoch ms; set once, by a conditional UPDATE, when the link is used. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  usedAt!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
