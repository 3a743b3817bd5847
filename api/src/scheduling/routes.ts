import { Between, In, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { claimUnits } from '@dd/domain/availability';
import type { RoutePlan } from '@dd/domain/routing';
import { BookingRepository } from '../bookings/booking.repository';
import { DadRouteDayEntity } from './dad-route-day.entity';
import type { ClaimRow } from './claims';
import { DadTimeClaimEntity } from './dad-time-claim.entity';

/** The DAD's route changed after it was read: plan again. */
export class RouteChanged extends Error {}

/** The route versions of these DADs on these days, read before the bookings they are planned from. */
export async function routeVersions(manager: EntityManager, dadIds: string[], from: string, to: string): Promise<Map<string, number>> {
  if (!dadIds.length) return new Map();
  const rows = await manager.find(DadRouteDayEntity, { select: { dadId: true, date: true, version: true }, where: { dadId: In(dadIds), date: Between(from, to) } });
  return new Map(rows.map((r) => [`${r.dadId}|${r.date}`, r.version]));
}

/**
 * Writes a DAD's planned day in the caller's transaction: moves the day's route version from the one
 * the plan was made from to the next (RouteChanged when another change got there first, on any
 * instance), stores each stop's planned arrival and drive, and replaces the stops' time claims with
 * the 5-minute units each holds its DAD (the drive to it, then the job). The claims' primary key
 * still refuses any two bookings holding one DAD's same minutes.
 */
export async function writeRoute(manager: EntityManager, dadId: string, date: string, readVersion: number, plan: RoutePlan, { placed, claims: more = [] }: RouteWrite = {}): Promise<void> {
  if (readVersion === 0) {
    // A parallel first booking of the day inserts the same key: the loser's insert fails (isClaimConflict).
    await manager.insert(DadRouteDayEntity, { dadId, date, version: 1 });
  } else {
    const { affected } = await manager.update(DadRouteDayEntity, { dadId, date, version: readVersion }, { version: readVersion + 1 });
    if (!affected) throw new RouteChanged();
  }
  const ids = plan.stops.map((s) => s.id);
  if (!ids.length) return insertClaims(manager, more);
  const before = ids.filter((id) => id !== placed);
  if (before.length) await manager.delete(DadTimeClaimEntity, { bookingId: In(before), unit: MoreThanOrEqual(0) });
  for (const stop of plan.stops.filter((s) => s.id !== placed)) {
    await BookingRepository.planArrival(manager, stop.id, { plannedArrival: new Date(stop.arrival), driveMinutes: stop.driveMinutes, driveMeters: stop.driveMeters });
  }
  const claims = plan.stops.flatMap((stop) => claimUnits({ date, start: stop.driveStart, end: stop.departure }).map((unit) => ({ dadId, date, unit, bookingId: stop.id })));
  await insertClaims(manager, [...more, ...claims]);
}

/** What else a route's write carries. */
export interface RouteWrite {
  /** A booking inserted in this transaction with its planned arrival: it holds no time yet and needs no update. */
  placed?: string;
  /** Claims to insert with the route's (a day's place), in the same statement. */
  claims?: ClaimRow[];
}

async function insertClaims(manager: EntityManager, claims: ClaimRow[]): Promise<void> {
  if (claims.length) await manager.insert(DadTimeClaimEntity, claims);
}
