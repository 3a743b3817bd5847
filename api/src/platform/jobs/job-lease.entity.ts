import { Column, Entity, PrimaryColumn } from 'typeorm';
import { epochMillisTransformer } from '../../platform/database/epoch-millis.transformer';

/**
 * One row per job: the instance that holds the lease until `leaseUntil` is the one that runs it
 * this period. Taken with a conditional UPDATE, so every API instance can tick safely.
 */
@Entity('job_leases')
export class JobLeaseEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name!: string;

  /** The instance id of the last taker; null until anyone took it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  holder!: string | null;

  /** Epoch milliseconds; an integer so both databases compare it the same way. */
  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  leaseUntil!: number;
}
