import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RefundDto, RefundPaymentBody, RefundResponse } from '@dd/contracts/payment';
import { AdminAudit } from '../../admin/audit/admin-audit';
import { BookingEvents, type Actor } from '../../bookings/booking-events';
import { BookingEntity } from '../../bookings/booking.entity';
import { toBookingSummary } from '../../bookings/booking.mapper';
import { conflict } from '../../common/api-exception';
import { UserEntity } from '../../users/user.entity';
import { BookingPaymentLedger } from '../booking-payment-ledger';
import { fromCents, toCents } from '../card-holds';
import { viaGateway } from '../payment-errors';
import { PaymentGateway } from '../payment-gateway';
import { PaymentRefundEntity } from './payment-refund.entity';

/**
 * An admin gives back all or part of a captured payment. The amount is first reserved on the
 * booking by one conditional UPDATE (refunded + amount <= captured), so two admins at once can
 * never refund more than was taken; only then is the gateway asked, with an idempotency key per
 * refund. A refusal or failure gives the reservation back. Fully refunded, the booking's
 * paymentStatus becomes 'refunded'. Each refund is in the admin audit log and the booking's events.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly ledger: BookingPaymentLedger,
    private readonly audit: AdminAudit,
    private readonly events: BookingEvents,
  ) {}

  async refund(bookingId: string, { amount, reason }: RefundPaymentBody, admin: Actor): Promise<RefundResponse> {
    const booking = await this.findBooking(bookingId);
    if (booking.paymentCapturedCents == null || !booking.stripePaymentIntentId || (booking.paymentStatus !== 'captured' && booking.paymentStatus !== 'refunded')) {
      throw conflict('INVALID_TRANSITION', 'Only a captured payment can be refunded');
    }
    const intentId = booking.stripePaymentIntentId;
    const amountCents = toCents(amount);

    const refund = await this.dataSource.transaction(async (manager) => {
      if (!(await this.ledger.reserveRefund(booking.id, intentId, amountCents, manager))) return null;
      return manager.save(manager.create(PaymentRefundEntity, { bookingId: booking.id, paymentIntentId: intentId, amountCents, reason, status: 'pending', actorId: admin.id }));
    });
    if (!refund) {
      const fresh = await this.findBooking(bookingId);
      const left = Math.max(0, (fresh.paymentCapturedCents ?? 0) - fresh.paymentRefundedCents);
      throw conflict('REFUND_TOO_LARGE', `A refund cannot be more than what is left of the payment ($${fromCents(left)})`, { refundable: fromCents(left) });
    }

    let gatewayRefundId: string;
    try {
      const made = await viaGateway('refund the payment', () =>
        this.gateway.refund({ paymentIntentId: intentId, amountCents, reason, bookingId: booking.id, idempotencyKey: `booking:${booking.id}:refund:${refund.id}` }),
      );
      gatewayRefundId = made.id;
    } catch (error) {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(PaymentRefundEntity, { id: refund.id, status: 'pending' }, { status: 'failed' });
        await this.ledger.unreserveRefund(booking.id, amountCents, manager);
      });
      this.logger.warn(`Refund ${refund.id} of booking ${booking.id} failed: ${(error as Error).message}`);
      throw error;
    }

    const fully = await this.dataSource.transaction(async (manager) => {
      await manager.update(PaymentRefundEntity, { id: refund.id }, { status: 'succeeded', gatewayRefundId });
      const whole = await this.ledger.fullyRefunded(booking.id, manager);
      const details = { amount, reason, refundId: refund.id, gatewayRefundId, fullyRefunded: whole };
      await this.audit.record(manager, { id: admin.id ?? '' }, 'booking', booking.id, 'refunded', details);
      await this.events.record(manager, booking.id, 'payment_changed', admin, { ...details, ...(whole && { paymentStatus: 'refunded' }) });
      return whole;
    });
    const [dto] = await this.toDtos([{ ...refund, status: 'succeeded', gatewayRefundId }]);
    return { message: fully ? 'Payment refunded in full' : 'Payment partly refunded', refund: dto, booking: toBookingSummary(await this.findBooking(bookingId)) };
  }

  /** GET /api/admin/bookings/{id}/refunds: every refund tried, oldest first, with who made it. */
  async list(bookingId: string): Promise<RefundDto[]> {
    await this.findBooking(bookingId);
    return this.toDtos(await this.dataSource.getRepository(PaymentRefundEntity).find({ where: { bookingId }, order: { createdAt: 'ASC', id: 'ASC' } }));
  }

  private async toDtos(rows: PaymentRefundEntity[]): Promise<RefundDto[]> {
    const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
    const actors = actorIds.length ? await this.dataSource.getRepository(UserEntity).find({ where: actorIds.map((id) => ({ id })), select: { id: true, firstName: true, lastName: true } }) : [];
    const byId = new Map(actors.map((a) => [a.id, a]));
    return rows.map((r) => {
      const actor = r.actorId ? byId.get(r.actorId) : undefined;
      return {
        id: r.id,
        bookingId: r.bookingId,
        amount: fromCents(r.amountCents),
        reason: r.reason,
        status: r.status,
        refundedBy: actor ? { firstName: actor.firstName, lastName: actor.lastName } : null,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  private async findBooking(bookingId: string): Promise<BookingEntity> {
    const booking = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: bookingId });
    if (!booking) throw new NotFoundException('Booking not found');
    return booking;
  }
}
