import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { JobSessionEntity } from './job-session.entity';

/**
 * The DAD's visits to the customer: when they arrived and finished, and where their phone was when
 * they arrived (the customer's driveway). A deletion keeps the times (the DAD's work record) and
 * removes the place.
 */
@HoldsPersonalData({ tables: ['job_sessions'] })
@Injectable()
export class JobSessionsPersonalData implements PersonalData {
  async exportFor({ bookingIds }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const visits = bookingIds.length ? await manager.find(JobSessionEntity, { where: { bookingId: In(bookingIds) }, order: { startedAt: 'ASC' } }) : [];
    return { visits: visits.map(({ bookingId, startedAt, completedAt, durationMinutes }) => ({ bookingId, startedAt, completedAt, durationMinutes })) };
  }

  async erase({ bookingIds }: DataSubject, manager: EntityManager): Promise<string[]> {
    if (bookingIds.length) await manager.update(JobSessionEntity, { bookingId: In(bookingIds) }, { geofenceLatitude: null, geofenceLongitude: null });
    return [];
  }
}
