import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminMembershipDto, MembershipDto, PlanCardUpdateDto } from '@dd/contracts/plan';
import { BookingReads } from '../bookings/booking-reads';
import type { UserEntity } from '../identity/users/user.entity';
import { PaymentMethodsService } from '../payments/payment-methods.service';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanCardLinks } from './plan-card-links';
import { PlanPaymentRetries } from './plan-payment-retries';
import { PlanErrors } from './plans.errors';
import { PlansService } from './plans.service';

/**
 * The customer's side of a failed plan payment (decision 0460): the emailed, signed and expiring
 * link opens what the plan owes, and a new card given through it is the plan's from then on, what
 * is owed charged on it at once (as a retry, PlanPaymentRetries) and a stopped plan resumed. The
 * admin's Retry now charges what is owed the same way, on the card the plan has.
 */
@Injectable()
export class PlanCardUpdates {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly retries: PlanPaymentRetries,
    private readonly cards: PaymentMethodsService,
    private readonly bookings: BookingReads,
    private readonly plans: PlansService,
    @Inject(PlanCardLinks) private readonly links: PlanCardLinks,
  ) {}

  /** GET /api/plans/card-update/{token}: the membership the link names (the customer's own), with what it owes. */
  async cardUpdate(user: UserEntity, token: string, now = new Date()): Promise<PlanCardUpdateDto> {
    const { membership, expiresAt } = await this.fromLink(user, token, now);
    const plan = await this.dataSource.manager.findOneByOrFail(MaintenancePlanEntity, { id: membership.planId });
    const [owed] = await this.retries.owed(membership.id);
    const booking = owed?.bookingId ? await this.bookings.row(owed.bookingId) : null;
    return {
      membershipId: membership.id,
      planName: plan.name,
      paymentMethodId: membership.paymentMethodId,
      amountDue: booking ? booking.totalAmount : null,
      visitDate: owed ? owed.visitDate : null,
      paymentStopped: membership.paymentStoppedAt !== null,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * POST /api/plans/card-update/{token}: the plan uses the new card from now on, and each visit still
   * owed is charged on it at once (a declined one is a 402 with the provider's message, and stays on
   * its schedule). When nothing is owed any more, a plan stopped for payment resumes.
   */
  async updateCard(user: UserEntity, token: string, paymentMethodId: string, now = new Date()): Promise<MembershipDto> {
    const { membership } = await this.fromLink(user, token, now);
    await this.cards.ownCard(user, paymentMethodId);
    await this.dataSource.manager.update(PlanMembershipEntity, { id: membership.id }, { paymentMethodId });
    await this.retries.chargeOwed(membership.id, now, 'customer');
    const [dto] = (await this.plans.mine(user, now)).filter((m) => m.id === membership.id);
    return dto;
  }

  /**
   * POST /api/admin/plans/memberships/{id}/retry-payment: the admin's Retry now, when the customer
   * says their card is good again: what the plan owes is charged on its card at once (a decline is a
   * 402 with the provider's message), and a plan stopped for payment resumes once nothing is owed.
   */
  async retryNow(membershipId: string, now = new Date()): Promise<AdminMembershipDto> {
    if (!(await this.dataSource.manager.existsBy(PlanMembershipEntity, { id: membershipId }))) throw PlanErrors.membershipNotFound();
    const owed = await this.retries.owed(membershipId);
    if (!owed.length) throw PlanErrors.nothingOwed();
    await this.retries.chargeOwed(membershipId, now, 'admin', owed);
    const [dto] = await this.plans.members(now, membershipId);
    return dto;
  }

  /** The membership a link names, when the link is this server's, unexpired, and the membership the signed-in customer's. */
  private async fromLink(user: UserEntity, token: string, now: Date): Promise<{ membership: PlanMembershipEntity; expiresAt: Date }> {
    const link = this.links.read(token);
    if (!link) throw PlanErrors.cardLinkInvalid();
    if (link.expiresAt <= now) throw PlanErrors.cardLinkExpired();
    const membership = await this.dataSource.manager.findOneBy(PlanMembershipEntity, { id: link.id, customerId: user.id });
    if (!membership) throw PlanErrors.membershipNotFound();
    return { membership, expiresAt: link.expiresAt };
  }
}
