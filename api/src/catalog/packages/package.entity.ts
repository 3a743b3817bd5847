import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PackageType } from '@dd/contracts/enums';
import { moneyColumn } from '../../platform/database/decimal.transformer';

@Entity('packages')
export class PackageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /**
   * A plain string, not an enum: admins create packages whose type is derived from the name
   * (spec dad-and-admin §3), so values beyond the three seeded PACKAGE_TYPES must fit.
   */
  @Column({ type: 'varchar', length: 100 })
  type!: PackageType | (string & {});

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'simple-json' })
  features!: string[];

  @Column(moneyColumn)
  basePriceSedans!: string;

  @Column(moneyColumn)
  basePriceSuvs!: string;

  @Column(moneyColumn)
  basePriceTrucks!: string;

  @Column({ type: 'int' })
  durationMinutes!: number;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  /** Done inside the car only: the day-before weather pass does not flag it (issue 44). */
  @Column({ type: 'boolean', default: false })
  interiorOnly!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
