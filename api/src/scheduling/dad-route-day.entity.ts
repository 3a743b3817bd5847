import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../identity/users/user.entity';

/**
 * One row per DAD and day with a route: its version goes up with every change to that day's route
 * (a booking added, moved in or out, planned again). A change reads the route, plans it, and then,
 * in its transaction, moves the version from the one it read to the next (or inserts version 1): a
 * parallel change on any instance that planned from the same route finds the version moved and plans
 * again. So no route is ever written from a stale read, beside the claims' primary key.
 */
@Entity('dad_route_days')
export class DadRouteDayEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  dadId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dadId', foreignKeyConstraintName: 'FK_dad_route_days_dad' })
  dad?: UserEntity;

  /** 'YYYY-MM-DD' in America/Los_Angeles. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'int' })
  version!: number;
}
