import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, type DataSource } from 'typeorm';
import { TIP_MESSAGES, type TipBody } from '@dd/contracts/payment';
import { BookingEvents, actorOf } from '../../bookings/booking-events';
import { BookingReads } from '../../bookings/booking-reads';
import type { BookingEntity } from '../../bookings/booking.entity';
import { BookingErrors } from '../../bookings/bookings.errors';
import { conflict } from '../../common/api-exception';
import { isUniqueViolation } from '../../common/unique-violation';
import type { UserEntity } from '../../identity/users/user.entity';
import { Users } from '../../identity/users/users';
import { toCents } from '../card-holds';
import { viaGateway } from '../payment-errors';
import { PaymentGateway } from '../payment-gateway';
import { BookingTipEntity } from './booking-tip.entity';

/**
 * Tips after a completed job: a separate charge on the booking's saved card, off-session (the hold
 * was captured for the job's total and a capture cannot exceed it). At most one per booking: the
 * tip's row is inserted first and its unique bookingId decides a race, so only one request ever
 * reaches the gateway (whose idempotency key is per booking as well). A declined tip's row is
 * removed so the customer may try again. The tip is credited to the booking's DAD.
 */
@Injectable()
export class TipsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly events: BookingEvents,
    private readonly users: Users,
    private readonly bookings: BookingReads,
  ) {}

  /** What a DAD was tipped for tips made in `[from, to]`, less what was refunded, in cents (their dashboard's week). */
  async dadTipCents(dadId: string, [from, to]: [Date, Date]): Promise<number> {
    const tips = await this.dataSource.getRepository(BookingTipEntity).find({ select: { amountCents: true, refundedCents: true }, where: { dadId, status: 'succeeded', createdAt: Between(from, to) } });
    return tips.reduce((sum, t) => sum + t.amountCents - t.refundedCents, 0);
  }

  /** The customer's own completed booking. */
  async byCustomer(user: UserEntity, bookingId: string, body: TipBody): Promise<void> {
    const booking = await this.bookings.findOwn(user.id, bookingId);
    if (!booking) throw BookingErrors.notFound();
    await this.tip(booking, body.amount, body.source ?? 'receipt', user);
  }

  /** On the DAD's phone at the end of the job, handed to the customer: the DAD's own booking. */
  async onDadPhone(dad: UserEntity, bookingId: string, body: TipBody): Promise<void> {
    const booking = await this.bookings.findAssigned(dad.id, bookingId);
    if (!booking) throw BookingErrors.notFound();
    await this.tip(booking, body.amount, 'dad_phone', dad);
  }

  private async tip(booking: BookingEntity, amount: string, source: BookingTipEntity['source'], actor: UserEntity): Promise<void> {
    if (booking.status !== 'completed') throw conflict('INVALID_TRANSITION', TIP_MESSAGES.notCompleted);
    const customer = await this.users.byId(booking.customerId);
    if (!booking.stripePaymentMethodId || !customer?.stripeCustomerId) throw conflict('INVALID_TRANSITION', TIP_MESSAGES.noCard);
    const amountCents = toCents(amount);
    const tips = this.dataSource.getRepository(BookingTipEntity);
    let tipId: string;
    try {
      ({ id: tipId } = await tips.save(tips.create({ bookingId: booking.id, dadId: booking.dadId, amountCents, status: 'pending', source })));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('ALREADY_EXISTS', TIP_MESSAGES.already);
      throw error;
    }
    try {
      const intent = await viaGateway('charge the tip', () =>
        this.gateway.charge({
          amountCents,
          customerId: customer.stripeCustomerId!,
          paymentMethodId: booking.stripePaymentMethodId!,
          bookingId: booking.id,
          description: `Tip for Dad's Detailing booking ${booking.id}`,
          // Per tip row: a declined tip tried again is a new charge, never a replay of the decline.
          idempotencyKey: `booking:${booking.id}:tip:${tipId}`,
        }),
      );
      await this.dataSource.transaction(async (manager) => {
        await manager.update(BookingTipEntity, { id: tipId }, { status: 'succeeded', paymentIntentId: intent.id });
        await this.events.record(manager, booking.id, 'payment_changed', actorOf(actor), { tip: amount, source, paymentIntentId: intent.id });
      });
    } catch (error) {
      // Declined or failed: nothing was charged (the key makes a retry the same charge), so the tip may be tried again.
      await tips.delete({ id: tipId, status: 'pending' });
      throw error;
    }
  }
}
