import { Column, CreateDateColumn, Entity, ForeignKey, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import {
  GALLERY_CATEGORIES,
  GALLERY_PHOTO_TYPES,
  type GalleryCategory,
  type GalleryPhotoType,
} from '@dd/contracts/enums';
import { CarEntity } from '../../customers/cars/car.entity';

/** The public gallery filters approved photos by category. */
@Entity('gallery_photos')
@Index('IDX_gallery_photos_isApproved_category', ['isApproved', 'category'])
export class GalleryPhotoEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Bookings' row: media keeps the id and the database the key, never a relation to bookings' entity. */
  @Index('IDX_gallery_photos_bookingId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  @ForeignKey('BookingEntity', { name: 'FK_gallery_photos_booking', onDelete: 'SET NULL' })
  bookingId!: string | null;

  @Index('IDX_gallery_photos_carId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  carId!: string | null;

  @ManyToOne(() => CarEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'carId', foreignKeyConstraintName: 'FK_gallery_photos_car' })
  car?: CarEntity | null;

  @Column({ type: 'varchar', length: 500 })
  photoUrl!: string;

  @Column({ type: 'simple-enum', enum: GALLERY_PHOTO_TYPES })
  photoType!: GalleryPhotoType;

  @Column({ type: 'simple-enum', enum: GALLERY_CATEGORIES })
  category!: GalleryCategory;

  @Column({ type: 'boolean', default: false })
  isApproved!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
