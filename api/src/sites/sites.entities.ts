import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** What a DAD finds at one of a customer's addresses (issue 44): one row per customer and address. */
@Entity('site_profiles')
@Index('UQ_site_profiles_customer_address', ['customerId', 'addressKey'], { unique: true })
export class SiteProfileEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  customerId!: string;

  /** The address as compared (`addressKey`): lower case, words only, and the ZIP's five digits. */
  @Column({ type: 'varchar', length: 300 })
  addressKey!: string;

  /** The address as the customer typed it. */
  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ type: 'varchar', length: 10 })
  zipCode!: string;

  @Column({ type: 'boolean', nullable: true })
  water!: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  power!: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  covered!: boolean | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  gateCode!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  hoaRules!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  parkingNotes!: string | null;

  @UpdateDateColumn()
  updatedAt!: Date;
}
