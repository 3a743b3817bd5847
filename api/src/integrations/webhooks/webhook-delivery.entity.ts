import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '@dd/contracts/webhooks';
import { epochMillisTransformer } from '../../platform/database/epoch-millis.transformer';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One try: when, the receiver's status code (null: not reached), and what went wrong. */
export interface WebhookAttempt {
  at: number;
  statusCode: number | null;
  error: string | null;
}

/**
 * The webhook outbox and its log: one row per event per endpoint, written in the transaction of the
 * change (so a change that rolls back sends nothing), with the body as it will be signed. Workers
 * claim a due row with a conditional UPDATE (claimedUntil is a lease), POST it and record the try.
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_status_nextAttemptAt', ['status', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_endpoint_createdAt', ['endpointId', 'createdAt'])
export class WebhookDeliveryEntity {
  /** Also the `webhook-id` header, the same on every try. */
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  endpointId!: string;

  @ManyToOne(() => WebhookEndpointEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpointId', foreignKeyConstraintName: 'FK_webhook_deliveries_endpoint' })
  endpoint?: WebhookEndpointEntity;

  @Column({ type: 'varchar', length: 40 })
  eventType!: WebhookEventType;

  /** The JSON body, exactly as signed and sent. */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'varchar', length: 12 })
  status!: WebhookDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  nextAttemptAt!: number;

  @Column({ type: 'bigint', default: 0, transformer: epochMillisTransformer })
  claimedUntil!: number;

  @Column({ type: 'varchar', length: 80, nullable: true })
  claimedBy!: string | null;

  @Column({ type: 'int', nullable: true })
  lastStatusCode!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  /** Every try, oldest first (at most one per retry delay, and replays). */
  @Column({ type: 'simple-json' })
  log!: WebhookAttempt[];

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  deliveredAt!: number | null;
}
