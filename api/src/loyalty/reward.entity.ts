import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../platform/database/decimal.transformer';

/** A reward customers can claim with wash points. Loyalty tiers are constants in libs/domain, not rows. */
@Entity('rewards')
export class RewardEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  /** Cost in wash points. */
  @Column({ type: 'int' })
  points!: number;

  @Column({ type: 'boolean', default: true })
  available!: boolean;

  /** What a credit reward puts on the account ("10.00"); null: a free interior add-on. */
  @Column({ ...moneyColumn, nullable: true })
  creditAmount!: string | null;
}
