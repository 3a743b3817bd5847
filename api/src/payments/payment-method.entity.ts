import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../identity/users/user.entity';

/** A saved card: only the display details and the gateway's reference, never card data. */
@Entity('payment_methods')
export class PaymentMethodEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_payment_methods_userId')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_payment_methods_user' })
  user?: UserEntity;

  /** The gateway's payment method id (Stripe pm_…, or the offline test gateway's own id). */
  @Index('UQ_payment_methods_stripePaymentMethodId', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  stripePaymentMethodId!: string;

  @Column({ type: 'varchar', length: 30 })
  brand!: string;

  @Column({ type: 'varchar', length: 4 })
  last4!: string;

  @Column({ type: 'int' })
  expMonth!: number;

  @Column({ type: 'int' })
  expYear!: number;

  @Column({ type: 'boolean', default: false })
  isDefault!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
