import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistPriorityEntity } from './waitlist.entities';

/** The places a customer waits for (their name and address) and the offers made to them; a deletion removes both. */
@HoldsPersonalData({ tables: ['waitlist_entries', 'waitlist_offers', 'waitlist_priorities'] })
@Injectable()
export class WaitlistPersonalData implements PersonalData {
  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const entries = await manager.find(WaitlistEntryEntity, { where: { customerId: userId }, order: { createdAt: 'ASC' } });
    return {
      waitlist: entries.map(({ packageName, vehicleType, address, city, zipCode, fromDate, toDate, windows, status, createdAt }) => ({ packageName, vehicleType, address, city, zipCode, fromDate, toDate, windows, status, createdAt })),
    };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    const entries = await manager.find(WaitlistEntryEntity, { select: { id: true }, where: { customerId: userId } });
    if (entries.length) await manager.delete(WaitlistOfferEntity, { entryId: In(entries.map((entry) => entry.id)) });
    await manager.delete(WaitlistEntryEntity, { customerId: userId });
    await manager.delete(WaitlistPriorityEntity, { customerId: userId });
    return [];
  }
}
