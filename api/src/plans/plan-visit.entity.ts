import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PlanVisitStatus } from '@dd/contracts/plan';

/**
 * One visit of a membership on one date. The unique (membershipId, visitDate) key is what makes
 * placing visits idempotent: of two instances placing the same visit at once, one inserts the row
 * and books; the other's insert fails and it moves on.
 */
@Entity('plan_visits')
@Index('UQ_plan_visits_membershipId_visitDate', ['membershipId', 'visitDate'], { unique: true })
export class PlanVisitEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  membershipId!: string;

  @Column({ type: 'varchar', length: 10 })
  visitDate!: string;

  @Index('IDX_plan_visits_bookingId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  bookingId!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'placing' })
  status!: PlanVisitStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
