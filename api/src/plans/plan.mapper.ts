import type { AdminPlanDto, MembershipDto, PlanDto } from '@dd/contracts/plan';
import type { PackageEntity } from '../catalog/packages/package.entity';
import type { MaintenancePlanEntity } from './maintenance-plan.entity';
import type { PlanMembershipEntity } from './plan-membership.entity';
import type { PlanVisitEntity } from './plan-visit.entity';
import { fromCents, priceFor, toCents } from '@dd/domain/pricing';
import { memberPriceFor, monthlyCents, pausesLeft } from './plan-rules';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';

const perSize = (price: (type: VehicleType) => string) => Object.fromEntries(VEHICLE_TYPES.map((type) => [type, price(type)])) as Record<VehicleType, string>;

export function toPlanDto(plan: MaintenancePlanEntity, pkg: PackageEntity): PlanDto {
  const member = (type: VehicleType) => memberPriceFor(plan, type, priceFor(pkg, type));
  return {
    id: plan.id,
    name: plan.name,
    interval: plan.interval,
    minimumVisits: plan.minimumVisits,
    pausesPerYear: plan.pausesPerYear,
    terms: plan.terms,
    isActive: plan.isActive,
    package: { id: pkg.id, name: pkg.name, prices: perSize((type) => priceFor(pkg, type)) },
    memberPrices: perSize(member),
    savings: perSize((type) => fromCents(toCents(priceFor(pkg, type)) - toCents(member(type)))),
    addOnDiscountPercent: plan.addOnDiscountPercent,
  };
}

/** A plan with its live members: how many, and their visits' monthly value at the member price for each car (paused ones bring nothing). */
export function toAdminPlanDto(plan: MaintenancePlanEntity, pkg: PackageEntity, members: PlanMembershipEntity[]): AdminPlanDto {
  const active = members.filter((m) => m.status === 'active');
  const cents = active.reduce((sum, m) => sum + monthlyCents(plan.interval, toCents(memberPriceFor(plan, m.vehicleType, priceFor(pkg, m.vehicleType)))), 0);
  return { ...toPlanDto(plan, pkg), activeMembers: members.length, monthlyRecurringRevenue: fromCents(cents) };
}

export function toMembershipDto(m: PlanMembershipEntity, plan: MaintenancePlanEntity, visits: PlanVisitEntity[], today: string): MembershipDto {
  return {
    id: m.id,
    plan: { id: plan.id, name: plan.name, interval: plan.interval, minimumVisits: plan.minimumVisits, pausesPerYear: plan.pausesPerYear, terms: plan.terms },
    status: m.status,
    vehicleType: m.vehicleType,
    carId: m.carId,
    address: m.address,
    city: m.city,
    zipCode: m.zipCode,
    weekday: m.weekday,
    window: m.window,
    addOnIds: m.addOnIds ?? [],
    nextVisitDate: m.nextVisitDate,
    pausedUntil: m.pausedUntil,
    pausesLeft: pausesLeft(m, plan.pausesPerYear, today),
    endsOn: m.endsOn,
    termsAgreedAt: new Date(m.termsAgreedAt).toISOString(),
    paymentStoppedAt: m.paymentStoppedAt ? new Date(m.paymentStoppedAt).toISOString() : null,
    visits: visits
      .filter((visit) => visit.membershipId === m.id)
      .sort((a, b) => a.visitDate.localeCompare(b.visitDate))
      .map((visit) => ({
        date: visit.visitDate,
        status: visit.status,
        bookingId: visit.bookingId,
        note: visit.note,
        nextPaymentRetryAt: visit.status === 'payment_failed' && visit.nextPaymentRetryAt ? new Date(visit.nextPaymentRetryAt).toISOString() : null,
      })),
  };
}
