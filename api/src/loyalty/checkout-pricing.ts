import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { BookingPriceLines } from '@dd/contracts/booking';
import { priceLines, tierDiscountCents, tierFor, type BookingSubtotal } from '@dd/domain/loyalty';
import { calendarDate, zonedInstant } from '@dd/domain/time-windows';
import type { CheckoutPricingPort } from '../bookings/booking-ports';
import { BookingRepository } from '../bookings/booking.repository';
import { conflict } from '../common/api-exception';
import { Users } from '../identity/users/users';
import { RewardClaimEntity } from './reward-claim.entity';

export interface CheckoutPrice {
  lines: BookingPriceLines;
  /** The reward claims the booking uses (credits, and the free interior add-on). */
  claimIds: string[];
}

/**
 * What a customer pays at checkout: their tier's benefit and their unused reward credits come off
 * the booking's subtotal (its packages and add-ons, BookingSelection), and a waiting free interior
 * add-on is included. The server alone prices; the wizard shows the same lines from GET /api/bookings/quote.
 */
@Injectable()
export class CheckoutPricing implements CheckoutPricingPort {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: Users,
  ) {}

  async quote(customerId: string | null, subtotal: BookingSubtotal, manager: EntityManager = this.dataSource.manager): Promise<CheckoutPrice> {
    // A visitor: no tier benefit, no credits.
    if (!customerId) return { lines: priceLines({ ...subtotal, tier: tierFor(0), tierDiscountCents: 0, credits: [], freeInteriorAddOn: false }).lines, claimIds: [] };
    const user = await this.users.byIdOrFail(customerId, manager);
    const tier = tierFor(user.washPoints);
    // What counts for a tier benefit: bookings whose card is held or charged, and not cancelled.
    const monthStart = zonedInstant(`${calendarDate(new Date()).slice(0, 8)}01`, '00:00');
    const { paidBookings, paidBookingsThisMonth } = await BookingRepository.paidCounts(manager, customerId, monthStart);
    const claims = await manager.find(RewardClaimEntity, { where: { userId: customerId, bookingId: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } });
    const addOn = claims.find((claim) => claim.kind === 'interior_addon');
    const { lines, creditsUsed } = priceLines({
      ...subtotal,
      tier,
      tierDiscountCents: tierDiscountCents(tier, { paidBookings, paidBookingsThisMonth }),
      credits: claims.filter((claim) => claim.kind === 'credit').map((claim) => ({ id: claim.id, amount: claim.creditAmount! })),
      freeInteriorAddOn: !!addOn,
    });
    return { lines, claimIds: addOn ? [...creditsUsed, addOn.id] : creditsUsed };
  }

  /**
   * Marks the claims as used by the booking, in the booking's transaction. A claim another checkout
   * took meanwhile fails the booking (the customer tries again and is priced afresh).
   */
  async use(manager: EntityManager, bookingId: string, claimIds: string[]): Promise<void> {
    if (!claimIds.length) return;
    const { affected } = await manager.update(RewardClaimEntity, { id: In(claimIds), bookingId: IsNull() }, { bookingId });
    if (affected !== claimIds.length) throw conflict('BOOKING_CHANGED', 'Your rewards changed while you were booking. Please try again.');
  }

  /** A cancelled booking gives back the credit (and add-on) it used. */
  giveBack(manager: EntityManager, bookingId: string): Promise<unknown> {
    return manager.update(RewardClaimEntity, { bookingId }, { bookingId: null });
  }
}
