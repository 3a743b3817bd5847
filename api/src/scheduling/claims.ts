import type { EntityManager } from 'typeorm';
import { rawDate } from '../common/raw-date';
import { claimUnits, dayRoute, MAX_BOOKINGS_PER_DAD_PER_DAY, occupiedInterval } from '@dd/domain/availability';
import type { Travel } from '@dd/domain/routing';
import { calendarDate } from '@dd/domain/time-windows';

export interface ClaimRow {
  dadId: string;
  date: string;
  unit: number;
  bookingId: string;
}

/** The time claims of a booking held by `dadId`: every 30-minute unit of its occupied interval. */
export function timeClaims(bookingId: string, dadId: string, scheduledDate: Date, durationMinutes: number): ClaimRow[] {
  const interval = occupiedInterval(scheduledDate, durationMinutes);
  return claimUnits(interval).map((unit) => ({ dadId, date: interval.date, unit, bookingId }));
}

/** The units of the day's places (-1, -2, -3): a DAD may hold at most MAX_BOOKINGS_PER_DAD_PER_DAY bookings a day. */
export const DAY_PLACES = Array.from({ length: MAX_BOOKINGS_PER_DAD_PER_DAY }, (_, i) => -(i + 1));

/** Errors that mean "someone else holds that place": a unique/primary-key violation. */
export function isClaimConflict(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; driverError?: { code?: string; errno?: number } };
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The claims as the scheduling migration made them (before routes): kept for that migration, whose
 * rows the dispatch-routes migration replaces (rebuildRoutes).
 *
 * Claims for bookings that have a DAD and none yet (rows made before claims existed, the demo
 * seed). Oldest first; a booking whose time is already claimed (a double booking from before) is
 * skipped and counted, never failing the start. Plain columns only, so it runs from a migration.
 */
export async function backfillClaims(manager: EntityManager): Promise<{ claimed: number; skipped: number }> {
  const rows: Array<{ id: string; dadId: string; scheduledDate: Date | string; durationMinutes: number | string }> = await manager
    .createQueryBuilder()
    .select(['b.id AS id', 'b.dadId AS dadId', 'b.scheduledDate AS scheduledDate', 'p.durationMinutes AS durationMinutes'])
    .from('bookings', 'b')
    .innerJoin('packages', 'p', 'p.id = b.packageId')
    .leftJoin('dad_time_claims', 'c', 'c.bookingId = b.id')
    .where('b.dadId IS NOT NULL')
    .andWhere("b.status <> 'cancelled'")
    .andWhere('c.bookingId IS NULL')
    .orderBy('b.createdAt', 'ASC')
    .addOrderBy('b.id', 'ASC')
    .getRawMany();
  const existing: Array<{ dadId: string; date: string; unit: number | string }> = await manager
    .createQueryBuilder()
    .select(['c.dadId AS dadId', 'c.date AS date', 'c.unit AS unit'])
    .from('dad_time_claims', 'c')
    .getRawMany();
  const taken = new Set(existing.map((c) => `${c.dadId}|${c.date}|${Number(c.unit)}`));
  let claimed = 0;
  let skipped = 0;
  for (const row of rows) {
    const time = timeClaims(row.id, row.dadId, rawDate(row.scheduledDate), Number(row.durationMinutes));
    const place = DAY_PLACES.find((unit) => !taken.has(`${row.dadId}|${time[0].date}|${unit}`));
    if (place === undefined || time.some((c) => taken.has(`${c.dadId}|${c.date}|${c.unit}`))) {
      skipped++;
      continue;
    }
    const claims = [...time, { dadId: row.dadId, date: time[0].date, unit: place, bookingId: row.id }];
    await manager.createQueryBuilder().insert().into('dad_time_claims').values(claims).execute();
    for (const c of claims) taken.add(`${c.dadId}|${c.date}|${c.unit}`);
    claimed++;
  }
  return { claimed, skipped };
}

/**
 * Plans every DAD's days from their bookings as they stand and writes the result: each booking's
 * planned arrival and drive, its time claims along the route and one of the day's places (the
 * dispatch-routes migration for existing rows, the demo seed). A day with more than three bookings
 * (made by hand before the rule) claims the first three; the rest are counted as skipped.
 */
export async function rebuildRoutes(manager: EntityManager, travel: Travel): Promise<{ claimed: number; skipped: number }> {
  const rows: Array<{ id: string; dadId: string; scheduledDate: Date | string; durationMinutes: number | string; zipCode: string; status: string; homeZip: string | null }> =
    await manager
      .createQueryBuilder()
      .select(['b.id AS id', 'b.dadId AS dadId', 'b.scheduledDate AS scheduledDate', 'b.durationMinutes AS durationMinutes', 'b.zipCode AS zipCode', 'b.status AS status', 'u.homeZip AS homeZip'])
      .from('bookings', 'b')
      .innerJoin('users', 'u', 'u.id = b.dadId')
      .where("b.status <> 'cancelled'")
      .orderBy('b.scheduledDate', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getRawMany();
  await manager.createQueryBuilder().delete().from('dad_time_claims').execute();
  const days = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.dadId}|${calendarDate(rawDate(row.scheduledDate))}`;
    days.set(key, [...(days.get(key) ?? []), row]);
  }
  let claimed = 0;
  let skipped = 0;
  for (const [key, all] of days) {
    const [dadId, date] = key.split('|');
    const kept = all.slice(0, MAX_BOOKINGS_PER_DAD_PER_DAY);
    skipped += all.length - kept.length;
    const plan = dayRoute(
      all[0].homeZip,
      kept.map((row) => ({ id: row.id, dadId, scheduledDate: rawDate(row.scheduledDate), durationMinutes: Number(row.durationMinutes), status: row.status, zipCode: row.zipCode })),
      travel,
    );
    const claims = plan.stops.flatMap((stop, i) => [
      { dadId, date, unit: DAY_PLACES[i], bookingId: stop.id },
      ...claimUnits({ date, start: stop.driveStart, end: stop.departure }).map((unit) => ({ dadId, date, unit, bookingId: stop.id })),
    ]);
    await manager.createQueryBuilder().insert().into('dad_time_claims').values(claims).execute();
    for (const stop of plan.stops) {
      await manager
        .createQueryBuilder()
        .update('bookings')
        .set({ plannedArrival: new Date(stop.arrival), driveMinutes: stop.driveMinutes, driveMeters: stop.driveMeters })
        .where('id = :id', { id: stop.id })
        .execute();
    }
    claimed += plan.stops.length;
  }
  return { claimed, skipped };
}
