import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PlanInterval } from '@dd/contracts/plan';
import { decimalTransformer } from '../platform/database/decimal.transformer';

const memberPrice = { type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer } as const;

/** A maintenance plan the owner offers: one package, visited at an interval, with a minimum term and a pause allowance. */
@Entity('maintenance_plans')
export class MaintenancePlanEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The catalog's package each visit books (priced by the catalog for the car's size). */
  @Column({ type: 'varchar', length: 36 })
  packageId!: string;

  /** (`interval` is a reserved word in MySQL.) */
  @Column({ name: 'visitInterval', type: 'varchar', length: 20 })
  interval!: PlanInterval;

  /** Visits a member commits to; a cancellation ends after the last of them at the earliest. */
  @Column({ type: 'int' })
  minimumVisits!: number;

  /** Visits a member may pause in each year of their plan. */
  @Column({ type: 'int' })
  pausesPerYear!: number;

  /** The cancellation terms in plain words, recorded with each member's agreement. */
  @Column({ type: 'text' })
  terms!: string;

  /** What a member pays per visit for each size; null (plans made before member prices): the package's price. */
  @Column(memberPrice)
  memberPriceSedans!: string | null;

  @Column(memberPrice)
  memberPriceSuvs!: string | null;

  @Column(memberPrice)
  memberPriceTrucks!: string | null;

  /** Percent off each add-on of a plan visit. */
  @Column({ type: 'int', default: 0 })
  addOnDiscountPercent!: number;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
