import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { IMAGE_VARIANT_TYPES, type ImageVariantType } from '@dd/contracts/enums';
import { ImageEntity } from './image.entity';

/** One row per size written by the image pipeline; at most one of each type per image. */
@Entity('image_variants')
@Index('UQ_image_variants_imageId_variantType', ['imageId', 'variantType'], { unique: true })
export class ImageVariantEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  imageId!: string;

  @ManyToOne(() => ImageEntity, (image) => image.variants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'imageId', foreignKeyConstraintName: 'FK_image_variants_image' })
  /** Relation<> keeps the circular import out of the emitted decorator metadata. */
  image?: Relation<ImageEntity>;

  @Column({ type: 'simple-enum', enum: IMAGE_VARIANT_TYPES })
  variantType!: ImageVariantType;

  @Column({ type: 'varchar', length: 500 })
  storagePath!: string;

  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  @Column({ type: 'int' })
  sizeBytes!: number;

  /** Output format, e.g. 'jpeg' or 'webp'. */
  @Column({ type: 'varchar', length: 10 })
  format!: string;

  /** Encoder quality; null for lossless formats. */
  @Column({ type: 'int', nullable: true })
  quality!: number | null;
}
