import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { BookingPriceLines } from '@dd/contracts/booking';
import { priceLines, tierDiscountCents, tierFor, type BookingSubtotal } from '@dd/domain/loyalty';
import { calendarDate, zonedInstant } from '@dd/domain/time-windows';
import type { CheckoutPricingPort, PricedCustomer } from '../bookings/booking-ports';
import { BookingRepository } from '../bookings/booking.repository';
import { conflict } from '../common/api-exception';
import { decimalTransformer } from '../platform/database/decimal.transformer';
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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async quote(customer: PricedCustomer | null, subtotal: BookingSubtotal, manager: EntityManager = this.dataSource.manager): Promise<CheckoutPrice> {
    // A visitor: no tier benefit, no credits.
    if (!customer) return { lines: priceLines({ ...subtotal, tier: tierFor(0), tierDiscountCents: 0, credits: [], freeInteriorAddOn: false }).lines, claimIds: [] };
    const tier = tierFor(customer.washPoints);
    // What counts for a tier benefit: bookings whose card is held or charged, and not cancelled.
    const monthStart = zonedInstant(`${calendarDate(new Date()).slice(0, 8)}01`, '00:00');
    const { paidBookings, paidBookingsThisMonth, claims } = await paidCountsAndClaims(manager, customer.id, monthStart);
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

type UnusedClaim = Pick<RewardClaimEntity, 'id' | 'kind' | 'creditAmount'>;

/**
 * The customer's paid-booking counts (bookings' query, BookingRepository.paidCountsQuery) and their unused
 * reward claims, oldest first, in one statement: the counts' one row left-joined to the claims (a row of
 * nulls when there are none).
 */
async function paidCountsAndClaims(manager: EntityManager, customerId: string, since: Date): Promise<{ paidBookings: number; paidBookingsThisMonth: number; claims: UnusedClaim[] }> {
  const counts = BookingRepository.paidCountsQuery(manager, customerId, since);
  const rows = await manager
    .createQueryBuilder()
    .select('counts.paid', 'paid')
    .addSelect('counts.paidThisMonth', 'paidThisMonth')
    .addSelect('claim.id', 'id')
    .addSelect('claim.kind', 'kind')
    .addSelect('claim.creditAmount', 'creditAmount')
    .from(`(${counts.getQuery()})`, 'counts')
    .leftJoin(RewardClaimEntity, 'claim', 'claim.userId = :claimsOf AND claim.bookingId IS NULL', { claimsOf: customerId })
    .setParameters(counts.getParameters())
    .orderBy('claim.createdAt', 'ASC')
    .addOrderBy('claim.id', 'ASC')
    .getRawMany<{ paid: string | number; paidThisMonth: string | number; id: string | null; kind: RewardClaimEntity['kind']; creditAmount: string | number | null }>();
  return {
    paidBookings: Number(rows[0]?.paid ?? 0),
    paidBookingsThisMonth: Number(rows[0]?.paidThisMonth ?? 0),
    claims: rows.filter((row) => row.id !== null).map((row) => ({ id: row.id!, kind: row.kind, creditAmount: decimalTransformer.from(row.creditAmount) as string | null })),
  };
}
