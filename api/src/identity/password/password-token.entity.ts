import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { epochMillisTransformer } from '../../platform/database/epoch-millis.transformer';
import { UserEntity } from '../users/user.entity';

export const PASSWORD_TOKEN_PURPOSES = ['reset', 'set', 'email', 'device'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/**
 * A one-time account link: a password to set or reset, or a changed email address to confirm. Only
 * the token's SHA-256 is stored; the token itself exists only in the email.
 */
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

  /**
   * 'reset' from "Forgot password?"; 'set' for an account made at a visitor's checkout; 'email' confirms a
   * new address; 'device' lets a browser sign in once guesses used up the account's attempts.
   */
  @Column({ type: 'simple-enum', enum: PASSWORD_TOKEN_PURPOSES })
  purpose!: PasswordTokenPurpose;

  /** For 'email': the address this link confirms (so an older link can never confirm a newer address); for 'device', the address it went to. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  /** Epoch ms. */
  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  expiresAt!: number;

  /** Epoch ms; set once, by a conditional UPDATE, when the link is used. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  usedAt!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
