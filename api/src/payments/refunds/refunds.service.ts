import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminTipDto, BookingTipResponse, RefundDto, RefundPaymentBody, RefundResponse, TipRefundResponse } from '@dd/contracts/payment';
import { AdminAudit } from '../../audit/admin-audit';
import { BookingEvents, type Actor } from '../../bookings/booking-events';
import type { BookingEntity } from '../../bookings/booking.entity';
import { BookingRepository } from '../../bookings/booking.repository';
import { toBookingSummary } from '../../bookings/booking.mapper';
import { BookingErrors } from '../../bookings/bookings.errors';
import { conflict } from '../../common/api-exception';
import { Users } from '../../identity/users/users';
import { BookingPaymentLedger } from '../booking-payment-ledger';
import { fromCents, toCents } from '../card-holds';
import { viaGateway } from '../payment-errors';
import { PaymentGateway } from '../payment-gateway';
import { BookingTipEntity } from '../tips/booking-tip.entity';
import { PaymentRefundEntity } from './payment-refund.entity';

const toAdminTipDto = (tip: BookingTipEntity): AdminTipDto => ({
  amount: fromCents(tip.amountCents),
  refundedAmount: fromCents(tip.refundedCents),
  source: tip.source,
  createdAt: tip.createdAt.toISOString(),
});

/** What a refund gives back from: the booking's captured payment, or its tip (a charge of its own). */
interface RefundSource {
  intentId: string;
  tipId: string | null;
  /** One conditional UPDATE: adds `cents` to what was refunded only while it stays within what was taken. */
  reserve(manager: EntityManager, cents: number): Promise<boolean>;
  /** Gives a reservation back (the gateway refused or failed). */
  unreserve(manager: EntityManager, cents: number): Promise<void>;
  /** After the gateway made it: whether nothing is left to refund now. */
  settled(manager: EntityManager): Promise<boolean>;
  /** What is left to refund, in cents (read again after a refusal). */
  left(): Promise<number>;
}

/**
 * An admin gives back all or part of a captured payment, or of a tip. The amount is first reserved
 * by one conditional UPDATE (refunded + amount <= captured, on the booking or on the tip), so two
 * admins at once can never refund more than was taken; only then is the gateway asked, with an
 * idempotency key per refund. A refusal or failure gives the reservation back. Fully refunded, the
 * booking's paymentStatus becomes 'refunded' (a tip has no status: its refundedCents says it). Each
 * refund is in the admin audit log and the booking's events.
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
    private readonly users: Users,
  ) {}

  async refund(bookingId: string, body: RefundPaymentBody, admin: Actor): Promise<RefundResponse> {
    const booking = await this.findBooking(bookingId);
    if (booking.paymentCapturedCents == null || !booking.stripePaymentIntentId || (booking.paymentStatus !== 'captured' && booking.paymentStatus !== 'refunded')) {
      throw conflict('INVALID_TRANSITION', 'Only a captured payment can be refunded');
    }
    const intentId = booking.stripePaymentIntentId;
    const { refund, fully } = await this.give(booking, body, admin, 'refunded', {
      intentId,
      tipId: null,
      reserve: (manager, cents) => this.ledger.reserveRefund(booking.id, intentId, cents, manager),
      unreserve: (manager, cents) => this.ledger.unreserveRefund(booking.id, cents, manager),
      settled: (manager) => this.ledger.fullyRefunded(booking.id, manager),
      left: async () => {
        const fresh = await this.findBooking(bookingId);
        return (fresh.paymentCapturedCents ?? 0) - fresh.paymentRefundedCents;
      },
    });
    return { message: fully ? 'Payment refunded in full' : 'Payment partly refunded', refund, booking: toBookingSummary(await this.findBooking(bookingId)) };
  }

  /** All or part of the booking's tip back to the card, never more than the tip (its own charge). */
  async refundTip(bookingId: string, body: RefundPaymentBody, admin: Actor): Promise<TipRefundResponse> {
    const booking = await this.findBooking(bookingId);
    const tip = await this.dataSource.getRepository(BookingTipEntity).findOneBy({ bookingId, status: 'succeeded' });
    if (!tip?.paymentIntentId) throw conflict('INVALID_TRANSITION', 'This booking has no tip to refund');
    const { refund, fully } = await this.give(booking, body, admin, 'tip_refunded', {
      intentId: tip.paymentIntentId,
      tipId: tip.id,
      reserve: (manager, cents) => this.ledger.reserveTipRefund(tip.id, cents, manager),
      unreserve: (manager, cents) => this.ledger.unreserveTipRefund(tip.id, cents, manager),
      settled: async (manager) => {
        const now = await manager.findOneByOrFail(BookingTipEntity, { id: tip.id });
        return now.refundedCents >= now.amountCents;
      },
      left: async () => {
        const now = await this.dataSource.getRepository(BookingTipEntity).findOneByOrFail({ id: tip.id });
        return now.amountCents - now.refundedCents;
      },
    });
    const now = await this.dataSource.getRepository(BookingTipEntity).findOneByOrFail({ id: tip.id });
    return { message: fully ? 'Tip refunded in full' : 'Tip partly refunded', refund, tip: toAdminTipDto(now) };
  }

  /** GET /api/admin/bookings/{id}/tip: the booking's tip and how much of it was refunded; null when none. */
  async tip(bookingId: string): Promise<BookingTipResponse> {
    await this.findBooking(bookingId);
    const tip = await this.dataSource.getRepository(BookingTipEntity).findOneBy({ bookingId, status: 'succeeded' });
    return { tip: tip ? toAdminTipDto(tip) : null };
  }

  private async give(booking: BookingEntity, { amount, reason }: RefundPaymentBody, admin: Actor, action: 'refunded' | 'tip_refunded', source: RefundSource): Promise<{ refund: RefundDto; fully: boolean }> {
    const { intentId, tipId } = source;
    const amountCents = toCents(amount);
    const refund = await this.dataSource.transaction(async (manager) => {
      if (!(await source.reserve(manager, amountCents))) return null;
      return manager.save(manager.create(PaymentRefundEntity, { bookingId: booking.id, tipId, paymentIntentId: intentId, amountCents, reason, status: 'pending', actorId: admin.id }));
    });
    if (!refund) {
      const left = Math.max(0, await source.left());
      const what = tipId ? 'the tip' : 'the payment';
      throw conflict('REFUND_TOO_LARGE', `A refund cannot be more than what is left of ${what} ($${fromCents(left)})`, { refundable: fromCents(left) });
    }

    let gatewayRefundId: string;
    try {
      const made = await viaGateway(tipId ? 'refund the tip' : 'refund the payment', () =>
        this.gateway.refund({ paymentIntentId: intentId, amountCents, reason, bookingId: booking.id, idempotencyKey: `booking:${booking.id}:refund:${refund.id}` }),
      );
      gatewayRefundId = made.id;
    } catch (error) {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(PaymentRefundEntity, { id: refund.id, status: 'pending' }, { status: 'failed' });
        await source.unreserve(manager, amountCents);
      });
      this.logger.warn(`Refund ${refund.id} of booking ${booking.id} failed: ${(error as Error).message}`);
      throw error;
    }

    const fully = await this.dataSource.transaction(async (manager) => {
      await manager.update(PaymentRefundEntity, { id: refund.id }, { status: 'succeeded', gatewayRefundId });
      const whole = await source.settled(manager);
      const details = { amount, reason, refundId: refund.id, gatewayRefundId, fullyRefunded: whole };
      await this.audit.record(manager, { id: admin.id ?? '' }, 'booking', booking.id, action, details);
      const event = tipId ? { ...details, tipRefund: amount } : { ...details, ...(whole && { paymentStatus: 'refunded' }) };
      await this.events.record(manager, booking.id, 'payment_changed', admin, event);
      return whole;
    });
    const [dto] = await this.toDtos([{ ...refund, status: 'succeeded', gatewayRefundId }]);
    return { refund: dto, fully };
  }

  /** GET /api/admin/bookings/{id}/refunds: every refund tried (of the payment and of the tip), oldest first, with who made it. */
  async list(bookingId: string): Promise<RefundDto[]> {
    await this.findBooking(bookingId);
    return this.toDtos(await this.dataSource.getRepository(PaymentRefundEntity).find({ where: { bookingId }, order: { createdAt: 'ASC', id: 'ASC' } }));
  }

  private async toDtos(rows: PaymentRefundEntity[]): Promise<RefundDto[]> {
    const byId = await this.users.namesOf(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])));
    return rows.map((r) => {
      const actor = r.actorId ? byId.get(r.actorId) : undefined;
      return {
        id: r.id,
        bookingId: r.bookingId,
        of: r.tipId ? 'tip' : 'payment',
        amount: fromCents(r.amountCents),
        reason: r.reason,
        status: r.status,
        refundedBy: actor ? { firstName: actor.firstName, lastName: actor.lastName } : null,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  private async findBooking(bookingId: string): Promise<BookingEntity> {
    const booking = await BookingRepository.row(this.dataSource.manager, bookingId);
    if (!booking) throw BookingErrors.notFound();
    return booking;
  }
}
