import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MembershipStatus, PlanWindow } from '@dd/contracts/plan';
import type { VehicleType } from '@dd/contracts/enums';

/**
 * A customer on a plan: the car, the address, the standing slot (weekday and arrival window), the
 * saved card each visit is held on, and the terms as they agreed to them. `nextVisitDate` is the next
 * visit not yet placed; placing one moves it on by the plan's interval.
 */
@Entity('plan_memberships')
@Index('IDX_plan_memberships_status_nextVisitDate', ['status', 'nextVisitDate'])
@Index('IDX_plan_memberships_customerId', ['customerId'])
export class PlanMembershipEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  planId!: string;

  @Column({ type: 'varchar', length: 36 })
  customerId!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  carId!: string | null;

  @Column({ type: 'varchar', length: 10 })
  vehicleType!: VehicleType;

  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 10 })
  zipCode!: string;

  /** 0 = Sunday ... 6 = Saturday, business time zone. */
  @Column({ type: 'int' })
  weekday!: number;

  /** (`window` is a reserved word in MySQL.) */
  @Column({ name: 'arrivalWindow', type: 'varchar', length: 10 })
  window!: PlanWindow;

  /** Add-ons booked on every visit (at the plan's add-on discount). */
  @Column({ type: 'simple-json', nullable: true })
  addOnIds!: string[] | null;

  /** The customer's saved card (Payment Methods' id) each visit is held on. */
  @Column({ type: 'varchar', length: 36 })
  paymentMethodId!: string;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status!: MembershipStatus;

  /** The first visit's date: the plan year and the minimum term count from it. */
  @Column({ type: 'varchar', length: 10 })
  startDate!: string;

  /** The next visit not yet placed (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10 })
  nextVisitDate!: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  pausedUntil!: string | null;

  /** Visits paused in the current plan year (`pauseYear`, counted from startDate). */
  @Column({ type: 'int', default: 0 })
  pausesUsed!: number;

  @Column({ type: 'int', default: 0 })
  pauseYear!: number;

  /** A cancelled plan's last day with visits: the end of its minimum term, or the day it was cancelled. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  endsOn!: string | null;

  /**
   * When the last payment retry of a visit failed: no visit is placed until the customer updates the
   * card (and any visit still owed is paid). Null: billing is in order.
   */
  @Column({ type: 'datetime', nullable: true })
  paymentStoppedAt!: Date | null;

  /** When the member cancelled (the owner's churn counts these, decision 0470); null while the plan goes on. */
  @Column({ type: 'datetime', nullable: true })
  cancelledAt!: Date | null;

  @Column({ type: 'datetime' })
  termsAgreedAt!: Date;

  /** The terms in the words the customer agreed to. */
  @Column({ type: 'text' })
  termsText!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
