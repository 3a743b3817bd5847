import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';

/** The customer's plan memberships (their address, car and standing slot); a deletion ends and removes them. */
@HoldsPersonalData({ tables: ['plan_memberships', 'plan_visits'] })
@Injectable()
export class PlansPersonalData implements PersonalData {
  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const memberships = await manager.find(PlanMembershipEntity, { where: { customerId: userId }, order: { createdAt: 'ASC' } });
    return {
      maintenancePlans: memberships.map(({ planId, vehicleType, address, city, zipCode, weekday, window, status, startDate, nextVisitDate, pausedUntil, endsOn, termsAgreedAt, termsText }) => ({
        planId,
        vehicleType,
        address,
        city,
        zipCode,
        weekday,
        window,
        status,
        startDate,
        nextVisitDate,
        pausedUntil,
        endsOn,
        termsAgreedAt,
        termsText,
      })),
    };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    const memberships = await manager.find(PlanMembershipEntity, { select: { id: true }, where: { customerId: userId } });
    if (memberships.length) await manager.delete(PlanVisitEntity, { membershipId: In(memberships.map((m) => m.id)) });
    await manager.delete(PlanMembershipEntity, { customerId: userId });
    return [];
  }
}
