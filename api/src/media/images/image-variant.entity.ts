import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { IMAGE_VARIANT_TYPES, type ImageVariantType } from '@dd/contracts/enums';

/** One row per size written by the image pipeline; at most one of each type per image. */
@Entity('image_variants')
@Index('UQ_image_variants_imageId_variantType', ['imageId', 'variantType'], { unique: true })
export class ImageVariantEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  imageId!: string;

  /**
   * The inverse of ImageEntity.variants, named by the entity's name so this file does not import
   * image.entity.ts (which imports this one): no file cycle. Nothing reads a variant's image; the
   * relation gives the foreign key and lets an image load its variants.
   */
  @ManyToOne('ImageEntity', 'variants', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'imageId', foreignKeyConstraintName: 'FK_image_variants_image' })
  image?: Relation<object>;

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
