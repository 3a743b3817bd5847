import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';
import { CarEntity } from '../customers/cars/car.entity';
import { moneyColumn } from '../platform/database/decimal.transformer';
import type { SoldAddOn } from '../catalog/add-ons/booking-selection';
import { PackageEntity } from '../catalog/packages/package.entity';
import { BookingEntity } from './booking.entity';

/**
 * One vehicle of a booking (1 to 3): its size, package, saved car and add-ons, priced at checkout.
 * Position 1 is also in the booking's own packageId, vehicleType and carId (the spec's fields).
 */
@Entity('booking_vehicles')
@Index('IDX_booking_vehicles_bookingId_position', ['bookingId', 'position'], { unique: true })
export class BookingVehicleEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bookingId', foreignKeyConstraintName: 'FK_booking_vehicles_booking' })
  booking?: BookingEntity;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'simple-enum', enum: VEHICLE_TYPES })
  vehicleType!: VehicleType;

  @Index('IDX_booking_vehicles_carId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  carId!: string | null;

  @ManyToOne(() => CarEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'carId', foreignKeyConstraintName: 'FK_booking_vehicles_car' })
  car?: CarEntity | null;

  @Index('IDX_booking_vehicles_packageId')
  @Column({ type: 'varchar', length: 36 })
  packageId!: string;

  @ManyToOne(() => PackageEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'packageId', foreignKeyConstraintName: 'FK_booking_vehicles_package' })
  package?: PackageEntity;

  /** The package's price for this vehicle's size at checkout. */
  @Column(moneyColumn)
  packagePrice!: string;

  @Column({ type: 'simple-json' })
  addOns!: SoldAddOn[];

  /** Package plus add-ons, before discounts. */
  @Column(moneyColumn)
  price!: string;

  /** The package's minutes plus the add-ons'. */
  @Column({ type: 'int' })
  durationMinutes!: number;
}
