import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PlanInterval } from '@dd/contracts/plan';

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

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
