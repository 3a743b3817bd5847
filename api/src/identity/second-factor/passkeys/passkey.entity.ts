import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { epochMillisTransformer } from '../../../platform/database/epoch-millis.transformer';
import { UserEntity } from '../../users/user.entity';

/** A WebAuthn credential (passkey) of an account: its public key only; the private key never leaves the person's device. */
@Entity('passkeys')
export class PasskeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_passkeys_userId')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_passkeys_user' })
  user?: UserEntity;

  /** The credential id, base64url, as the browser names it at sign-in. */
  @Index('IDX_passkeys_credentialId', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  credentialId!: string;

  /** The COSE public key, base64url. */
  @Column({ type: 'text' })
  publicKey!: string;

  /** The authenticator's signature counter: a clone that replays an older count is refused. */
  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  counter!: number;

  @Column({ type: 'simple-json', nullable: true })
  transports!: string[] | null;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  lastUsedAt!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
