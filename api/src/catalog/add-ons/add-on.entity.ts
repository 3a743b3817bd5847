import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../platform/database/decimal.transformer';
import { PackageEntity } from '../packages/package.entity';

/** An extra service a vehicle can have on top of its package, priced per vehicle size, with its own minutes. */
@Entity('add_ons')
export class AddOnEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column(moneyColumn)
  basePriceSedans!: string;

  @Column(moneyColumn)
  basePriceSuvs!: string;

  @Column(moneyColumn)
  basePriceTrucks!: string;

  /** Minutes it adds on site (0: done within the package's time). */
  @Column({ type: 'int', default: 0 })
  durationMinutes!: number;

  /** Add-ons are never deleted (bookings name them); an inactive one is no longer offered. */
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}

/** Which packages an add-on goes with. */
@Entity('add_on_packages')
export class AddOnPackageEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  addOnId!: string;

  @Index('IDX_add_on_packages_packageId')
  @PrimaryColumn({ type: 'varchar', length: 36 })
  packageId!: string;

  @ManyToOne(() => AddOnEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'addOnId', foreignKeyConstraintName: 'FK_add_on_packages_addOn' })
  addOn?: AddOnEntity;

  @ManyToOne(() => PackageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'packageId', foreignKeyConstraintName: 'FK_add_on_packages_package' })
  package?: PackageEntity;
}
