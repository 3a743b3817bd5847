import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TEXT_INTENTS, type TextIntent } from '@dd/contracts/message';

/**
 * A text a customer sent us through Twilio's inbound webhook (issue 43). What we send them is in the
 * outbox (messages, channel sms); a conversation is both, by phone number.
 */
@Entity('inbound_texts')
@Index('IDX_inbound_texts_phone_createdAt', ['phone', 'createdAt'])
export class InboundTextEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Twilio's MessageSid: a webhook Twilio retries is stored (and answered) once. */
  @Index('UQ_inbound_texts_providerSid', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  providerSid!: string;

  /** The sender, in E.164 (+17145550123). */
  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  /** The customer we last texted on that number, if any. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  customerId!: string | null;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'simple-enum', enum: TEXT_INTENTS, nullable: true })
  intent!: TextIntent | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  bookingId!: string | null;

  /** An `R` answered with windows: their starts (ISO), which a reply 1, 2 or 3 picks within a day. */
  @Column({ type: 'simple-json', nullable: true })
  offer!: string[] | null;

  /** 'weather': the offer answered an `R` about a booking with an open weather flag; its digit moves through the weather's offer (issue 44). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  offerWaiver!: 'weather' | null;

  /** When an admin or the booking's DAD opened it; null is unread. */
  @Column({ type: 'datetime', nullable: true })
  readAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
