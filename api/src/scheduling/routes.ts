import { Between, In, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { claimUnits } from '@dd/domain/availability';
import type { RoutePlan } from '@dd/domain/routing';
import { BookingRepository } from '../bookings/booking.repository';
import { DadRouteDayEntity } from './dad-route-day.entity';
import { DadTimeClaimEntity } from './dad-time-claim.entity';

/** The DAD's route changed after it was read: plan again. */
export class RouteChanged extends Error {}

/** The route versions of these DADs on these days, read before the bookings they are planned from. */
export async function routeVersions(manager: EntityManager, dadIds: string[], from: string, to: string): Promise<Map<string, number>> {
  if (!dadIds.length) return new Map();
  const rows = await manager.find(DadRouteDayEntity, { select: { dadId: true, date: true, version: true }, where: { date: Between(from, to) } });
  return new Map(rows.map((r) => [`${r.dadId}|${r.date}`, r.version]));
}

/**
 * Writes a DAD's planned day in the caller's transaction: moves the day's route version from the one
 * the plan was made from to the next (RouteChanged when another change got there first, on any
 * instance), stores each stop's planned arrival and drive, and replaces the stops' time claims with
 * the 5-minute units each holds its DAD (the drive to it, then the job). The claims' primary key
 * still refuses any two bookings holding one DAD's same minutes.
 */
export async function writeRoute(manager: EntityManager, dadId: string, date: string, readVersion: number, plan: RoutePlan): Promise<void> {
  if (readVersion === 0) {
    // A parallel first booking of the day inserts the same key: the loser's insert fails (isClaimConflict).
    await manager.insert(DadRouteDayEntity, { dadId, date, version: 1 });
  } else {
    const { affected } = await manager.update(DadRouteDayEntity, { dadId, date, version: readVersion }, { version: readVersion + 1 });
    if (!affected) throw new RouteChanged();
  }
  const ids = plan.stops.map((s) => s.id);
  if (!ids.length) return;
  await manager.delete(DadTimeClaimEntity, { bookingId: In(ids), unit: MoreThanOrEqual(0) });
  for (const stop of plan.stops) {
    await BookingRepository.planArrival(manager, stop.id, { plannedArrival: new Date(stop.arrival), driveMinutes: stop.driveMinutes, driveMeters: stop.driveMeters });
  }
  const claims = plan.stops.flatMap((stop) => claimUnits({ date, start: stop.driveStart, end: stop.departure }).map((unit) => ({ dadId, date, unit, bookingId: stop.id })));
  if (claims.length) await manager.insert(DadTimeClaimEntity, claims);
}
