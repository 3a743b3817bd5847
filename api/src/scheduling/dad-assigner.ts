import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { SLOT_TAKEN_MESSAGE } from '@dd/contracts/booking';
import type { WithDad } from '../bookings/booking-ports';
import { conflict } from '../common/api-exception';
import { AvailabilityService } from './availability.service';
import type { RoutePlan } from '@dd/domain/routing';
import { calendarDate } from '@dd/domain/time-windows';
import { isTransient } from '../common/unique-violation';
import { DAY_PLACES, isClaimConflict } from './claims';
import { DadTimeClaimEntity } from './dad-time-claim.entity';
import { RouteChanged, writeRoute, type RouteWrite } from './routes';

/** A place read as free was taken meanwhile: try the next DAD. */
class PlaceTaken extends Error {}

/** Reassigning to a DAD who is not free for the booking's time. */
export const DAD_NOT_FREE_MESSAGE = 'That DAD is not free for this booking’s time';

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** How often the free DADs are read again after every candidate was taken by a parallel booking. */
const ROUNDS = 6;

export interface AssignSlot {
  start: Date;
  durationMinutes: number;
  /** The customer's ZIP: a stop of the route. */
  zipCode: string;
  /** The booking being moved (reschedule): its own claims do not stand in its way. */
  excludeBookingId?: string;
  /** Keep this DAD when they are free (a reschedule keeps its DAD where it can). */
  preferDadId?: string | null;
}

/**
 * Gives a booking the DAD whose route it grows least (then fewest bookings that day, that week, id),
 * and makes it stick in the database: in one transaction, `write` saves the booking with that DAD and
 * this writes the DAD's new route (writeRoute: the day's version moved on from the one planned from,
 * each stop's planned arrival, the time claims of every stop) and one of their three places that
 * day. A parallel change of that DAD's day on any instance moves the version or takes the place or
 * the minutes first, so two bookings can never both be planned from the same route: the loser tries
 * the next DAD, reads again, and finally answers 409 'That time was just taken...'.
 */
@Injectable()
export class DadAssigner {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
  ) {}

  async assign<T>(slot: AssignSlot, write: WithDad<T>): Promise<T> {
    for (let round = 0; round < ROUNDS; round++) {
      const { slot: found, versions, places, names, written } = await this.availability.slotAt(slot.start, slot.durationMinutes, slot.zipCode, slot.excludeBookingId);
      if (!found?.available) break;
      const free = found.freeDadIds;
      const date = calendarDate(slot.start);
      if (!free.length) break;
      // The DAD the booking had, else one of the fairest (any of those equally fair: parallel checkouts of one
      // day then go to different DADs instead of all writing the same route); when a parallel booking took
      // them, the others in random order, so bookings racing for one window spread over its free DADs
      // instead of all queueing again for the next one.
      const first = free.find((id) => id === slot.preferDadId) ?? shuffled(free.slice(0, found.bestCount ?? 1))[0];
      // A moved booking's claims are released: it is written again wherever it lands.
      const standing = slot.excludeBookingId ? new Map([...written].filter(([id]) => id !== slot.excludeBookingId)) : written;
      for (const dadId of [first, ...shuffled(free.filter((id) => id !== first))]) {
        try {
          return await this.dataSource.transaction(async (manager) => {
            const plan = found.insertions![dadId].plan;
            const stop = plan.stops.find((s) => s.id === '')!;
            const arrival = { plannedArrival: new Date(stop.arrival), driveMinutes: stop.driveMinutes, driveMeters: stop.driveMeters };
            const { bookingId, result } = await write(manager, dadId, arrival, names.get(dadId)!);
            // A new booking went in with its arrival and holds no time yet; a moved one has both rewritten.
            const placed = slot.excludeBookingId ? undefined : bookingId;
            const held = (places.get(`${dadId}|${date}`) ?? []).filter((p) => p.bookingId !== slot.excludeBookingId).map((p) => p.unit);
            await this.claim(manager, bookingId, dadId, date, versions.get(`${dadId}|${date}`) ?? 0, withId(plan, bookingId), { moving: slot.excludeBookingId, placed, held, written: standing });
            return result;
          });
        } catch (error) {
          if (error instanceof PlaceTaken || error instanceof RouteChanged || isClaimConflict(error) || isTransient(error)) continue;
          throw error;
        }
      }
    }
    throw conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
  }

  /**
   * An admin's reassignment: the booking keeps its time and goes to `dadId` with the route the caller
   * planned for them (AvailabilityService.dadsFreeFor) from the route version it read; its claims move
   * in the same transaction. A parallel change of that DAD's day first makes it fail: 409 SLOT_TAKEN.
   */
  async reassign(
    bookingId: string,
    dadId: string,
    route: { date: string; version: number; plan: RoutePlan },
    write: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await write(manager);
        await this.claim(manager, bookingId, dadId, route.date, route.version, route.plan, { moving: bookingId });
      });
    } catch (error) {
      if (error instanceof PlaceTaken || error instanceof RouteChanged || isClaimConflict(error)) throw conflict('SLOT_TAKEN', DAD_NOT_FREE_MESSAGE);
      throw error;
    }
  }

  /** Drops a booking's claims (cancellation), in the caller's transaction. */
  release(manager: EntityManager, bookingId: string): Promise<unknown> {
    return manager.delete(DadTimeClaimEntity, { bookingId });
  }

  /**
   * Writes the DAD's new route with the booking in it, and one of the day's places for the booking.
   * `held`: the day's places other bookings held when the route was read (AvailabilityService.slotAt);
   * a place taken since is refused by its primary key, like a minute taken. Without it they are read here.
   */
  private async claim(
    manager: EntityManager,
    bookingId: string,
    dadId: string,
    date: string,
    version: number,
    plan: RoutePlan,
    { moving, placed, held, written }: { moving?: string; placed?: string; held?: number[]; written?: RouteWrite['written'] } = {},
  ): Promise<void> {
    if (moving) await this.release(manager, moving);
    const used = held ?? (await manager.find(DadTimeClaimEntity, { select: { unit: true }, where: { dadId, date, unit: In(DAY_PLACES) } })).map((c) => c.unit);
    const place = DAY_PLACES.find((unit) => !used.includes(unit));
    if (place === undefined) throw new PlaceTaken();
    // The place goes in with the route's time claims: taken meanwhile, its primary key refuses it like a minute taken.
    await writeRoute(manager, dadId, date, version, plan, { placed, claims: [{ dadId, date, unit: place, bookingId }], written });
  }
}

/** The planner's new stop has no id yet (''): it is the booking just saved. */
function withId(plan: RoutePlan, bookingId: string): RoutePlan {
  return { ...plan, stops: plan.stops.map((stop) => (stop.id === '' ? { ...stop, id: bookingId } : stop)) };
}
