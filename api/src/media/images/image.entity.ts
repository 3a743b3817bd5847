import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { IMAGE_USAGE_TYPES, type ImageUsageType } from '@dd/contracts/enums';
import type { ImageProcessingState } from '@dd/contracts/image';
import { UserEntity } from '../../identity/users/user.entity';
import { ImageVariantEntity } from './image-variant.entity';

@Entity('images')
export class ImageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  title!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  altText!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Kept when the uploader's account goes: the image may be in use elsewhere (e.g. the gallery). */
  @Index('IDX_images_uploaderId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  uploaderId!: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaderId', foreignKeyConstraintName: 'FK_images_uploader' })
  uploader?: UserEntity | null;

  @Column({ type: 'varchar', length: 255 })
  originalFilename!: string;

  /** Key in the storage port (local folder or S3-compatible bucket), not a URL. */
  @Column({ type: 'varchar', length: 500 })
  storagePath!: string;

  @Column({ type: 'varchar', length: 100 })
  mimeType!: string;

  @Column({ type: 'int' })
  sizeBytes!: number;

  @Column({ type: 'int', nullable: true })
  width!: number | null;

  @Column({ type: 'int', nullable: true })
  height!: number | null;

  @Index('IDX_images_usageType')
  @Column({ type: 'simple-enum', enum: IMAGE_USAGE_TYPES, default: 'other' })
  usageType!: ImageUsageType;

  @Column({ type: 'varchar', length: 36, nullable: true })
  usageEntityId!: string | null;

  /** `processing` until the variants are made (ImageProcessing), then `ready`; `failed` with a reason when the file could not be read. */
  @Column({ type: 'varchar', length: 20, default: 'ready' })
  processingState!: ImageProcessingState;

  @Column({ type: 'varchar', length: 500, nullable: true })
  processingError!: string | null;

  @OneToMany(() => ImageVariantEntity, (variant) => variant.image)
  variants?: Relation<ImageVariantEntity>[];

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
