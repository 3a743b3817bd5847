import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A number that replied STOP: it gets no text but the STOP confirmation until it replies START (issue 43). */
@Entity('sms_opt_outs')
export class SmsOptOutEntity {
  /** E.164. */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  phone!: string;

  @Column({ type: 'datetime' })
  optedOutAt!: Date;
}
