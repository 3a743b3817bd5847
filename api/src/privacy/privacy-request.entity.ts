import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PrivacyRequestKind, PrivacyRequestStatus } from '@dd/contracts/privacy';

/**
 * A customer's request about their data: a download (answered at once) or a deletion (answered by an
 * admin before `dueAt`, 45 days under CCPA). An open deletion keeps the name and email it was asked
 * under until it is answered; while it is carried out the row is 'erasing', which lets the sign-in
 * log's trigger allow deleting that person's rows (by account or by that email).
 */
@Entity('privacy_requests')
@Index('IDX_privacy_requests_status', ['status', 'dueAt'])
@Index('IDX_privacy_requests_userId', ['userId'])
export class PrivacyRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: PrivacyRequestKind;

  @Column({ type: 'varchar', length: 20 })
  status!: PrivacyRequestStatus;

  /** Who asked, as shown to admins until the deletion is done (then "Deleted customer"). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  requesterName!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  @Column({ type: 'datetime' })
  dueAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  answeredAt!: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  answeredById!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  answer!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
