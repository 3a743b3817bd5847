import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { BookingSubtotal } from '@dd/domain/loyalty';
import { calendarDate } from '@dd/domain/time-windows';
import type { CheckoutPricingPort, PricedBooking, PricedCustomer } from '../bookings/booking-ports';
import { CheckoutPricing, type CheckoutPrice } from '../loyalty/checkout-pricing';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import { memberPriceFor, memberSubtotal } from './plan-rules';

/**
 * Bookings' checkout pricing with a plan's member prices (decision 0420): a booking that is a plan
 * visit being placed (its visit row claimed as `placing`, for this customer, car, package and day) is
 * priced at the plan's member price and add-on discount; then, as every booking, loyalty takes the
 * tier benefit and credits off (CheckoutPricing). Bound to bookings' CHECKOUT_PRICING port by the
 * composition root, so bookings asks its port and knows nothing of plans.
 */
@Injectable()
export class PlanVisitPricing implements CheckoutPricingPort {
  /**
   * Customers whose plan visit this instance is placing right now. The placement job calls the
   * checkout in this process, so only their bookings can be plan visits: every other checkout is
   * priced without a statement for plans.
   */
  private readonly placing = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly loyalty: CheckoutPricing,
  ) {}

  async quote(customer: PricedCustomer | null, subtotal: BookingSubtotal, manager: EntityManager = this.dataSource.manager, booking?: PricedBooking): Promise<CheckoutPrice> {
    const member = customer && booking && this.placing.has(customer.id) ? await this.memberSubtotal(manager, customer.id, booking, subtotal) : null;
    return this.loyalty.quote(customer, member ?? subtotal, manager);
  }

  /** Runs `work` (the checkout of a plan visit) with the customer's bookings priced as plan visits. */
  async whilePlacing<T>(customerId: string, work: () => Promise<T>): Promise<T> {
    this.placing.set(customerId, (this.placing.get(customerId) ?? 0) + 1);
    try {
      return await work();
    } finally {
      const left = this.placing.get(customerId)! - 1;
      if (left) this.placing.set(customerId, left);
      else this.placing.delete(customerId);
    }
  }

  use(manager: EntityManager, bookingId: string, claimIds: string[]): Promise<void> {
    return this.loyalty.use(manager, bookingId, claimIds);
  }

  /** The subtotal at member prices when the booking is a plan visit being placed; else null. */
  private async memberSubtotal(manager: EntityManager, customerId: string, booking: PricedBooking, subtotal: BookingSubtotal): Promise<BookingSubtotal | null> {
    const vehicle = subtotal.vehicles?.length === 1 ? subtotal.vehicles[0] : null;
    if (!vehicle) return null;
    const query = manager
      .createQueryBuilder(PlanVisitEntity, 'visit')
      .innerJoin(PlanMembershipEntity, 'membership', 'membership.id = visit.membershipId')
      .innerJoin(MaintenancePlanEntity, 'plan', 'plan.id = membership.planId')
      .select('plan.id', 'planId')
      .where('visit.status = :placing AND visit.visitDate = :day', { placing: 'placing', day: calendarDate(booking.scheduledDate) })
      .andWhere('membership.customerId = :customerId AND membership.vehicleType = :vehicleType', { customerId, vehicleType: vehicle.vehicleType })
      .andWhere('plan.packageId = :packageId', { packageId: booking.packageId })
      .andWhere(booking.carId ? 'membership.carId = :carId' : 'membership.carId IS NULL', { carId: booking.carId });
    const row = await query.getRawOne<{ planId: string }>();
    if (!row) return null;
    const plan = await manager.findOneByOrFail(MaintenancePlanEntity, { id: row.planId });
    return memberSubtotal(subtotal, memberPriceFor(plan, vehicle.vehicleType, vehicle.packagePrice), plan.addOnDiscountPercent);
  }
}
