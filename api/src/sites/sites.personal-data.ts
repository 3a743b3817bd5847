import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { SiteProfileEntity } from './sites.entities';

/** The customer's addresses and what is found there (gate codes included); a deletion removes them. */
@HoldsPersonalData({ tables: ['site_profiles'] })
@Injectable()
export class SitesPersonalData implements PersonalData {
  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const sites = await manager.find(SiteProfileEntity, { where: { customerId: userId }, order: { updatedAt: 'ASC' } });
    return { sites: sites.map(({ address, zipCode, water, power, covered, gateCode, hoaRules, parkingNotes, updatedAt }) => ({ address, zipCode, water, power, covered, gateCode, hoaRules, parkingNotes, updatedAt })) };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    await manager.delete(SiteProfileEntity, { customerId: userId });
    return [];
  }
}
