import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '@dd/contracts/webhooks';
import { epochMillisTransformer } from '../../platform/database/epoch-millis.transformer';

/** Where other software wants to hear of changes (issue 39): its URL, the events it takes, and its signing secret, sealed. */
@Entity('webhook_endpoints')
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 500 })
  url!: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  description!: string | null;

  @Column({ type: 'simple-json' })
  eventTypes!: WebhookEventType[];

  /** The `whsec_...` secret sealed with SecretBox (SECRETS_KEY): the deliveries need it back to sign, so it cannot be a hash. */
  @Column({ type: 'text' })
  secretSealed!: string;

  @Column({ type: 'varchar', length: 36 })
  createdById!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  disabledAt!: number | null;
}
