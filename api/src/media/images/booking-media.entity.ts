import { Column, CreateDateColumn, Entity, ForeignKey, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MEDIA_TYPES, type MediaType } from '@dd/contracts/enums';
import { ImageEntity } from './image.entity';

/** Before/after photos of a booking; listed per booking and type. An image is linked once per booking. */
@Entity('booking_media')
@Index('IDX_booking_media_bookingId_mediaType', ['bookingId', 'mediaType'])
@Index('UQ_booking_media_bookingId_imageId', ['bookingId', 'imageId'], { unique: true })
@Index('UQ_booking_media_bookingId_idempotencyKey', ['bookingId', 'idempotencyKey'], { unique: true })
export class BookingMediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Bookings' row: media keeps the id and the database the key, never a relation to bookings' entity. */
  @Column({ type: 'varchar', length: 36 })
  @ForeignKey('BookingEntity', { name: 'FK_booking_media_booking', onDelete: 'CASCADE' })
  bookingId!: string;

  @Index('IDX_booking_media_imageId')
  @Column({ type: 'varchar', length: 36 })
  imageId!: string;

  @ManyToOne(() => ImageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'imageId', foreignKeyConstraintName: 'FK_booking_media_image' })
  image?: ImageEntity;

  @Column({ type: 'simple-enum', enum: MEDIA_TYPES })
  mediaType!: MediaType;

  /** Which vehicle of the booking the photo shows (booking_vehicles.position; 1 on one-vehicle bookings). */
  @Column({ type: 'int', default: 1 })
  vehiclePosition!: number;

  /** The phone's key for this photo: a retried link returns the row the first attempt made. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn()
  uploadedAt!: Date;
}
