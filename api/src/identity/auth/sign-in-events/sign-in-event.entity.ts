import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMillisTransformer } from '../../../platform/database/epoch-millis.transformer';
import type { SignInEventKind } from '@dd/contracts/sign-in-events';

/**
 * The sign-in log: append-only. The database itself refuses UPDATE and DELETE on this table (triggers,
 * migration 1795440000000), so no code path, bug or stolen admin session can rewrite what happened.
 * No foreign key: an event outlives its account, and a cascade would be a delete.
 */
@Entity('sign_in_events')
@Index('IDX_sign_in_events_at', ['at'])
@Index('IDX_sign_in_events_email', ['email', 'at'])
export class SignInEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 30 })
  kind!: SignInEventKind;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  /** The email the attempt named, normalised (also for addresses with no account). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  /** The browser's User-Agent, cut to 255. */
  @Column({ type: 'varchar', length: 255 })
  userAgent!: string;

  /** For a refusal: the call and its code. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  detail!: string | null;

  /** Epoch ms, set by the API: SQLite's own timestamps have whole seconds, too coarse to order a sign-in's steps. */
  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  at!: number;
}
