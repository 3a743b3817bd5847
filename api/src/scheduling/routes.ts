import { Injectable } from '@nestjs/common';
import { Between, In, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { claimUnits } from '@dd/domain/availability';
import type { PlannedStop, RoutePlan } from '@dd/domain/routing';
import { BookingRepository } from '../bookings/booking.repository';
import { DadRouteDayEntity } from './dad-route-day.entity';
import { DAY_PLACES, type ClaimRow } from './claims';
import { DadTimeClaimEntity } from './dad-time-claim.entity';

/** The DAD's route changed after it was read: plan again. */
export class RouteChanged extends Error {}

/** What a write plans from: per `${dadId}|${date}`, the route's version (0: none yet) and the day's places held, with their bookings. */
export interface RouteDays {
  versions: Map<string, number>;
  places: Map<string, Array<{ unit: number; bookingId: string }>>;
}

/** A booking's stop as its route last wrote it (the booking's plannedArrival, driveMinutes and driveMeters), its time claims to match. */
export type WrittenStop = { plannedArrival: Date | null; driveMinutes: number | null; driveMeters: number | null };

/** A row of RouteDayReads' read: a route's version, or a day's place held (version null). */
export interface RouteDayRow {
  dadId: string;
  date: string;
  version: number | string | null;
  unit: number | string | null;
  bookingId: string | null;
}

/** The route days of RouteDayReads' rows. */
export function routeDaysOf(rows: RouteDayRow[]): RouteDays {
  const days: RouteDays = { versions: new Map(), places: new Map() };
  for (const row of rows) {
    const key = `${row.dadId}|${row.date}`;
    if (row.version !== null) days.versions.set(key, Number(row.version));
    else days.places.set(key, [...(days.places.get(key) ?? []), { unit: Number(row.unit), bookingId: row.bookingId! }]);
  }
  return days;
}

/**
 * The route versions of these DADs on these days and the day's places they hold, in one statement,
 * read before the bookings they are planned from. A place read as free and taken meanwhile is refused
 * by its primary key when claimed; one freed meanwhile is only not offered.
 */
@Injectable()
export class RouteDayReads {
  async read(manager: EntityManager, dadIds: string[], from: string, to: string): Promise<RouteDays> {
    if (!dadIds.length) return routeDaysOf([]);
    const [versionsSql, versionsParams] = manager
      .createQueryBuilder(DadRouteDayEntity, 'r')
      .select(['r.dadId AS dadId', 'r.date AS date', 'r.version AS version', 'NULL AS unit', 'NULL AS bookingId'])
      .where({ dadId: In(dadIds), date: Between(from, to) })
      .getQueryAndParameters();
    const [placesSql, placesParams] = manager
      .createQueryBuilder(DadTimeClaimEntity, 'c')
      .select(['c.dadId AS dadId', 'c.date AS date', 'NULL AS version', 'c.unit AS unit', 'c.bookingId AS bookingId'])
      .where({ dadId: In(dadIds), date: Between(from, to), unit: In(DAY_PLACES) })
      .getQueryAndParameters();
    return routeDaysOf(await manager.query(`${versionsSql} UNION ALL ${placesSql}`, [...versionsParams, ...placesParams]));
  }
}

/**
 * Writes a DAD's planned day in the caller's transaction: moves the day's route version from the one
 * the plan was made from to the next (RouteChanged when another change got there first, on any
 * instance), stores each stop's planned arrival and drive, and replaces the stops' time claims with
 * the 5-minute units each holds its DAD (the drive to it, then the job), leaving a stop planned as it
 * was written (`written`) as it is. The claims' primary key
 * still refuses any two bookings holding one DAD's same minutes.
 */
export async function writeRoute(manager: EntityManager, dadId: string, date: string, readVersion: number, plan: RoutePlan, { placed, claims: more = [], written }: RouteWrite = {}): Promise<void> {
  if (readVersion === 0) {
    // A parallel first booking of the day inserts the same key: the loser's insert fails (isClaimConflict).
    await manager.insert(DadRouteDayEntity, { dadId, date, version: 1 });
  } else {
    const { affected } = await manager.update(DadRouteDayEntity, { dadId, date, version: readVersion }, { version: readVersion + 1 });
    if (!affected) throw new RouteChanged();
  }
  // A stop planned as it was written keeps its row and its claims: a booking added at the end of a day moves no other.
  const moved = plan.stops.filter((stop) => stop.id !== placed && !asWritten(stop, written?.get(stop.id)));
  if (moved.length) await manager.delete(DadTimeClaimEntity, { bookingId: In(moved.map((stop) => stop.id)), unit: MoreThanOrEqual(0) });
  for (const stop of moved) {
    await BookingRepository.planArrival(manager, stop.id, { plannedArrival: new Date(stop.arrival), driveMinutes: stop.driveMinutes, driveMeters: stop.driveMeters });
  }
  const claims = plan.stops
    .filter((stop) => stop.id === placed || moved.includes(stop))
    .flatMap((stop) => claimUnits({ date, start: stop.driveStart, end: stop.departure }).map((unit) => ({ dadId, date, unit, bookingId: stop.id })));
  await insertClaims(manager, [...more, ...claims]);
}

/** The stop is planned as it was last written (so its claims, made from the same arrival, drive and duration, stand). */
function asWritten(stop: PlannedStop, written: WrittenStop | undefined): boolean {
  return !!written?.plannedArrival && written.plannedArrival.getTime() === stop.arrival && written.driveMinutes === stop.driveMinutes && written.driveMeters === stop.driveMeters;
}

/** What else a route's write carries. */
export interface RouteWrite {
  /** A booking inserted in this transaction with its planned arrival: it holds no time yet and needs no update. */
  placed?: string;
  /** Claims to insert with the route's (a day's place), in the same statement. */
  claims?: ClaimRow[];
  /**
   * The day's other bookings as the route read with `readVersion` wrote them, their claims in place:
   * a stop planned the same is left as it is. Without it every stop is written again.
   */
  written?: ReadonlyMap<string, WrittenStop>;
}

async function insertClaims(manager: EntityManager, claims: ClaimRow[]): Promise<void> {
  if (claims.length) await manager.insert(DadTimeClaimEntity, claims);
}
