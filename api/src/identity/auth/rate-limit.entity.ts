import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { epochMillisTransformer } from '../../platform/database/epoch-millis.transformer';

/** Fixed-window rate-limit counters, shared by every API instance. */
@Entity('rate_limits')
export class RateLimitEntity {
  /** 191 characters: the longest utf8mb4 key an index takes on older MySQL row formats. */
  @PrimaryColumn({ type: 'varchar', length: 191 })
  key!: string;

  @Column({ type: 'int' })
  hits!: number;

  /** Epoch milliseconds when the window ends; indexed for the clean-up of stale rows. */
  @Index('IDX_rate_limits_resetAt')
  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  resetAt!: number;
}
