import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../identity/users/user.entity';

/** A window on one calendar day; days with any of these override the weekly schedule. */
@Entity('specific_date_availability')
@Index('IDX_specific_date_availability_dadId_date', ['dadId', 'date'])
export class SpecificDateAvailabilityEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  dadId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dadId', foreignKeyConstraintName: 'FK_specific_date_availability_dad' })
  dad?: UserEntity;

  /**
   * 'YYYY-MM-DD' in America/Los_Angeles. A string rather than a DATE column: drivers turn DATE into
   * a Date at UTC midnight, which shifts the day when read back in a western time zone.
   */
  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'varchar', length: 5 })
  startTime!: string;

  @Column({ type: 'varchar', length: 5 })
  endTime!: string;
}
