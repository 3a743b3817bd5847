import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { SLOT_TAKEN_MESSAGE } from '@dd/contracts/booking';
import { conflict } from '../common/api-exception';
import { AvailabilityService } from './availability.service';
import { DAY_PLACES, isClaimConflict, isTransient, timeClaims } from './claims';
import { DadTimeClaimEntity } from './dad-time-claim.entity';

/** A place read as free was taken meanwhile: try the next DAD. */
class PlaceTaken extends Error {}

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
  /** The booking being moved (reschedule): its own claims do not stand in its way. */
  excludeBookingId?: string;
  /** Keep this DAD when they are free (a reschedule keeps its DAD where it can). */
  preferDadId?: string | null;
  /** Only this DAD will do (an admin's reassignment). */
  onlyDadId?: string;
}

/**
 * Gives a booking a free DAD, fairly (fewest bookings that day, then that week, then id), and makes it
 * stick in the database: in one transaction, `write` saves the booking with that DAD and this writes
 * the DAD's time claims and one of their three places that day. The claims' primary key refuses a
 * second holder, so two instances booking the same DAD at once cannot both succeed: the loser tries
 * the next free DAD, reads again, and finally answers 409 'That time was just taken...'.
 */
@Injectable()
export class DadAssigner {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
  ) {}

  async assign<T>(slot: AssignSlot, write: (manager: EntityManager, dadId: string) => Promise<{ bookingId: string; result: T }>): Promise<T> {
    for (let round = 0; round < ROUNDS; round++) {
      const found = await this.availability.slotAt(slot.start, slot.durationMinutes, slot.excludeBookingId);
      if (!found?.available) break;
      const free = slot.onlyDadId ? found.freeDadIds.filter((id) => id === slot.onlyDadId) : found.freeDadIds;
      if (!free.length) break;
      const [first, ...rest] = [...free.filter((id) => id === slot.preferDadId), ...free.filter((id) => id !== slot.preferDadId)];
      // The fairest DAD first; when a parallel booking took them, the others in random order, so bookings
      // racing for one window spread over its free DADs instead of all queueing again for the next one.
      for (const dadId of [first, ...shuffled(rest)]) {
        try {
          return await this.dataSource.transaction(async (manager) => {
            const { bookingId, result } = await write(manager, dadId);
            await this.claim(manager, bookingId, dadId, slot);
            return result;
          });
        } catch (error) {
          if (error instanceof PlaceTaken || isClaimConflict(error) || isTransient(error)) continue;
          throw error;
        }
      }
    }
    throw conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
  }

  /** Drops a booking's claims (cancellation), in the caller's transaction. */
  release(manager: EntityManager, bookingId: string): Promise<unknown> {
    return manager.delete(DadTimeClaimEntity, { bookingId });
  }

  private async claim(manager: EntityManager, bookingId: string, dadId: string, slot: AssignSlot): Promise<void> {
    if (slot.excludeBookingId) await this.release(manager, slot.excludeBookingId);
    const time = timeClaims(bookingId, dadId, slot.start, slot.durationMinutes);
    const date = time[0].date;
    const used = await manager.find(DadTimeClaimEntity, { select: { unit: true }, where: { dadId, date, unit: In(DAY_PLACES) } });
    const place = DAY_PLACES.find((unit) => !used.some((c) => c.unit === unit));
    if (place === undefined) throw new PlaceTaken();
    await manager.insert(DadTimeClaimEntity, [...time, { dadId, date, unit: place, bookingId }]);
  }
}
