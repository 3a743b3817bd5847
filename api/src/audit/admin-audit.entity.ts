import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminAuditEntityType } from '@dd/contracts/admin-audit';

/** Every admin change to packages, settings, DADs and reviews: who, when, what (bookings have booking_events). */
@Entity('admin_audit')
@Index('IDX_admin_audit_createdAt', ['createdAt'])
@Index('IDX_admin_audit_entity', ['entityType', 'entityId', 'createdAt'])
export class AdminAuditEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  entityType!: AdminAuditEntityType;

  @Column({ type: 'varchar', length: 36 })
  entityId!: string;

  /** e.g. 'created', 'updated', 'approved', 'deleted', 'deactivated'. */
  @Column({ type: 'varchar', length: 30 })
  action!: string;

  /** Null once the admin's account is gone. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId!: string | null;

  /** What changed: the fields sent, or what was deleted. */
  @Column({ type: 'simple-json' })
  details!: Record<string, unknown>;

  @CreateDateColumn()
  createdAt!: Date;
}
