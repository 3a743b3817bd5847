import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../identity/users/user.entity';

/** A DAD's recurring window; a day may have several. Times are 'HH:MM' in America/Los_Angeles. */
@Entity('weekly_availability')
export class WeeklyAvailabilityEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_weekly_availability_dadId')
  @Column({ type: 'varchar', length: 36 })
  dadId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dadId', foreignKeyConstraintName: 'FK_weekly_availability_dad' })
  dad?: UserEntity;

  /** 0 Sunday to 6 Saturday. */
  @Column({ type: 'int' })
  dayOfWeek!: number;

  @Column({ type: 'varchar', length: 5 })
  startTime!: string;

  @Column({ type: 'varchar', length: 5 })
  endTime!: string;
}
