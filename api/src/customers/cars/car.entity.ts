import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';
import { UserEntity } from '../../identity/users/user.entity';

@Entity('cars')
export class CarEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_cars_userId')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  /** A customer's cars go with the customer. */
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_cars_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 50 })
  make!: string;

  @Column({ type: 'varchar', length: 50 })
  model!: string;

  @Column({ type: 'int' })
  year!: number;

  @Column({ type: 'varchar', length: 30, nullable: true })
  color!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  licensePlate!: string | null;

  @Column({ type: 'simple-enum', enum: VEHICLE_TYPES })
  vehicleType!: VehicleType;

  @Column({ type: 'boolean', default: false })
  isDefault!: boolean;

  @CreateDateColumn()
  createdAt!: Date;

  /** Set when the customer deletes the car: it leaves their list, and bookings that used it keep it. */
  @Column({ type: 'datetime', nullable: true })
  removedAt!: Date | null;
}
