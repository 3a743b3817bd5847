import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { LateWarningEntity, TrackingLinkEntity } from './tracking.entities';

/**
 * A customer's tracking links and late warnings: when the detailer was expected. The DAD's position
 * is the DAD's, kept only while on the way; a deletion removes the rows.
 */
@HoldsPersonalData({ tables: ['tracking_links', 'late_warnings'] })
@Injectable()
export class TrackingPersonalData implements PersonalData {
  async exportFor({ bookingIds }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    if (!bookingIds.length) return { trackingLinks: [], lateWarnings: [] };
    const [links, warnings] = await Promise.all([manager.findBy(TrackingLinkEntity, { bookingId: In(bookingIds) }), manager.findBy(LateWarningEntity, { bookingId: In(bookingIds) })]);
    return {
      trackingLinks: links.map(({ bookingId, state, expiresAt, expectedAt }) => ({ bookingId, state, expiresAt, expectedAt })),
      lateWarnings: warnings.map(({ bookingId, warnings: count, lastEstimate }) => ({ bookingId, warnings: count, lastEstimate })),
    };
  }

  async erase({ bookingIds }: DataSubject, manager: EntityManager): Promise<string[]> {
    if (bookingIds.length) {
      await manager.delete(TrackingLinkEntity, { bookingId: In(bookingIds) });
      await manager.delete(LateWarningEntity, { bookingId: In(bookingIds) });
    }
    return [];
  }
}
