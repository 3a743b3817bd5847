import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { PaymentDisputeDto } from '@dd/contracts/payment';
import { fromCents } from '@dd/domain/pricing';
import type { BookingEntity } from '../../bookings/booking.entity';
import { BookingReads } from '../../bookings/booking-reads';
import { Users } from '../../identity/users/users';
import { PaymentGateway, type GatewayDispute } from '../payment-gateway';
import { DisputeEvidenceBuilder } from './dispute-evidence';
import { PaymentDisputeEntity } from './payment-dispute.entity';

/** Stripe's dispute states that are decided: a late event cannot move a dispute out of them. */
const DECIDED = new Set(['won', 'lost', 'warning_closed', 'charge_refunded', 'prevented']);
/** The states in which Stripe still takes evidence. */
const AWAITING_EVIDENCE = new Set(['needs_response', 'warning_needs_response']);

/**
 * Chargebacks (Stripe's charge.dispute.* events): recorded once per dispute id, answered at once
 * with the evidence the product keeps, and listed for the admin. Test mode has no disputes.
 */
@Injectable()
export class DisputesService {
  private readonly logger = new Logger(DisputesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly evidence: DisputeEvidenceBuilder,
    private readonly users: Users,
    private readonly bookings: BookingReads,
  ) {}

  /** Records the dispute as the event shows it (in the webhook's transaction). */
  async record(dispute: GatewayDispute, bookingId: string, manager: EntityManager): Promise<void> {
    const fields = { amountCents: dispute.amountCents, reason: dispute.reason.slice(0, 50), status: dispute.status, dueBy: dispute.dueBy };
    const existing = await manager.findOneBy(PaymentDisputeEntity, { stripeDisputeId: dispute.id });
    if (!existing) {
      await manager.insert(PaymentDisputeEntity, { stripeDisputeId: dispute.id, bookingId, paymentIntentId: dispute.paymentIntentId, ...fields, evidenceSubmittedAt: null, evidenceError: null });
      return;
    }
    // An older event arriving late never reopens a decided dispute.
    if (DECIDED.has(existing.status) && !DECIDED.has(dispute.status)) return;
    await manager.update(PaymentDisputeEntity, { id: existing.id }, fields);
  }

  /**
   * Submits the evidence for a dispute that still takes it and has none from us yet. A failure is
   * noted on the row and thrown, so the webhook answers an error and Stripe's redelivery (or the
   * reconciliation job) tries again.
   */
  async answer(stripeDisputeId: string, booking: BookingEntity): Promise<void> {
    const disputes = this.dataSource.getRepository(PaymentDisputeEntity);
    const dispute = await disputes.findOneBy({ stripeDisputeId, evidenceSubmittedAt: IsNull() });
    if (!dispute || !AWAITING_EVIDENCE.has(dispute.status)) return;
    try {
      const key = `dispute:${stripeDisputeId}:evidence:${dispute.evidenceAttempts + 1}`;
      await this.gateway.submitDisputeEvidence(await this.evidence.build(stripeDisputeId, booking, key));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`Dispute ${stripeDisputeId} (booking ${booking.id}): evidence not submitted: ${message}`);
      await disputes.update({ id: dispute.id }, { evidenceError: message.slice(0, 500), evidenceAttempts: dispute.evidenceAttempts + 1 });
      throw error;
    }
    await disputes.update({ id: dispute.id, evidenceSubmittedAt: IsNull() }, { evidenceSubmittedAt: new Date(), evidenceError: null, status: 'under_review' });
    this.logger.warn(`Dispute ${stripeDisputeId} on booking ${booking.id}: evidence submitted`);
  }

  /** The admin's list: open disputes first (soonest due first), then decided ones, newest first. */
  async list(): Promise<PaymentDisputeDto[]> {
    const rows = await this.bookings
      .withCustomer(this.dataSource.getRepository(PaymentDisputeEntity).createQueryBuilder('d'), 'd.bookingId')
      .orderBy('d.createdAt', 'DESC')
      .take(200)
      .getRawAndEntities();
    const customers = await this.users.namesOf(rows.raw.map((raw: { customerId: string }) => raw.customerId));
    const dtos = rows.entities.map((d, i): PaymentDisputeDto => {
      const customer = customers.get((rows.raw[i] as { customerId: string }).customerId);
      return {
        id: d.id,
        stripeDisputeId: d.stripeDisputeId,
        bookingId: d.bookingId,
        amount: fromCents(d.amountCents),
        reason: d.reason,
        status: d.status,
        open: !DECIDED.has(d.status),
        dueBy: d.dueBy?.toISOString() ?? null,
        evidenceSubmittedAt: d.evidenceSubmittedAt?.toISOString() ?? null,
        evidenceError: d.evidenceError,
        customerName: `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim(),
        createdAt: d.createdAt.toISOString(),
      };
    });
    return [...dtos.filter((d) => d.open).sort((a, b) => (a.dueBy ?? '9').localeCompare(b.dueBy ?? '9')), ...dtos.filter((d) => !d.open)];
  }

}

/** How many disputes are still open (the admin dashboard's alert). */
export function countOpenDisputes(dataSource: DataSource): Promise<number> {
  return dataSource
    .getRepository(PaymentDisputeEntity)
    .createQueryBuilder('d')
    .where('d.status NOT IN (:...decided)', { decided: [...DECIDED] })
    .getCount();
}
