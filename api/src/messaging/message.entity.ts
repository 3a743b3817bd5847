import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessageChannel, type MessageStatus } from '@dd/contracts/message';
import { epochMillisTransformer } from '../platform/database/epoch-millis.transformer';
import { UserEntity } from '../identity/users/user.entity';

/**
 * The outbox: one row per message on one channel, written in the transaction of the change that
 * causes it and rendered then (a snapshot of what happened). Workers claim a row with a
 * conditional UPDATE (claimedUntil is a lease), deliver it, and mark it; see OutboxWorker.
 */
@Entity('messages')
@Index('IDX_messages_status_nextAttemptAt', ['status', 'nextAttemptAt'])
@Index('IDX_messages_recipient_createdAt', ['recipient', 'createdAt'])
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** What caused it, e.g. `booking:<id>:confirmed:email`: the same change never writes two. Also the Message-ID. */
  @Index('UQ_messages_idempotencyKey', { unique: true })
  @Column({ type: 'varchar', length: 191 })
  idempotencyKey!: string;

  /** The template, e.g. 'booking_confirmed'. */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  @Column({ type: 'simple-enum', enum: MESSAGE_CHANNELS })
  channel!: MessageChannel;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_messages_user' })
  user?: UserEntity;

  /** An email address or a phone number. */
  @Column({ type: 'varchar', length: 255 })
  recipient!: string;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  /** An iCalendar attachment (invite.ics). */
  @Column({ type: 'text', nullable: true })
  ics!: string | null;

  /** Promotional email only: the one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  unsubscribeUrl!: string | null;

  @Column({ type: 'simple-enum', enum: MESSAGE_STATUSES, default: 'pending' })
  status!: MessageStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Epoch ms: not delivered before (backoff after a failure). */
  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  nextAttemptAt!: number;

  /** The worker delivering it now, and until when its claim holds (a crashed worker's claim runs out). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  claimedBy!: string | null;

  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  claimedUntil!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
