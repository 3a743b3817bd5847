import { Injectable } from '@nestjs/common';
import { notFound } from '../common/api-exception';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, type Repository } from 'typeorm';
import { zip5, type Travel } from '@dd/domain/routing';
import type { AvailabilityQuery, AvailabilityResponse, AvailabilityWindowDto, BookingAvailabilityQuery } from '@dd/contracts/availability';
import {
  dayOfWeek,
  reassignCandidates,
  effectiveMinAdvanceHours,
  type BusyDad,
  type FreeDad,
  slotAvailability,
  unavailableText,
  weekStart,
  type DadSchedule,
  type ScheduledBooking,
  type SlotAvailability,
} from '@dd/domain/availability';
import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingSelection } from '../catalog/add-ons/booking-selection';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingReads } from '../bookings/booking-reads';
import { PackagesService } from '../catalog/packages/packages.service';
import { SettingsService } from '../settings/settings.service';
import { DadRoster, type RosterDad } from './dad-roster';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { RouteDayReads, type RouteDays, type WrittenStop } from './routes';
import { TravelTimes } from './travel-times';

/** What scheduling reads for a range: the DADs, the bookings, their routes' versions, and drive times among their ZIPs. */
export interface SchedulingState {
  dads: DadSchedule[];
  bookings: ScheduledBooking[];
  /** `${dadId}|${date}` to the version the routes were read at (0: none yet). */
  versions: Map<string, number>;
  /** `${dadId}|${date}` to the day's places held then (read with the versions). */
  places: RouteDays['places'];
  travel: Travel;
  /** The DADs' names, by id (a new booking's answer shows its DAD's). */
  names: Map<string, DadName>;
  /** The bookings' stops as their routes last wrote them, by booking id (a route write leaves those planned the same). */
  written: Map<string, WrittenStop>;
}

export type DadName = Pick<RosterDad, 'firstName' | 'lastName'>;

/** What a read that writes nothing (the windows list) may leave out of SchedulingState. */
export interface LoadOptions {
  /** false: no route versions (only a booking's write checks them). */
  versions?: boolean;
  /** true, with a ZIP: only the DADs who cover it and their bookings (the rule counts no other DAD there). */
  coveringOnly?: boolean;
}

/**
 * Which windows can be booked: loads the active DADs, their windows and the bookings of the range in
 * four queries and leaves the rule to @dd/domain/availability, computed in memory.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly roster: DadRoster,
    @InjectRepository(SpecificDateAvailabilityEntity) private readonly specific: Repository<SpecificDateAvailabilityEntity>,
    private readonly bookings: BookingReads,
    private readonly packages: PackagesService,
    private readonly settings: SettingsService,
    private readonly selection: BookingSelection,
    private readonly travelTimes: TravelTimes,
    private readonly routeDays: RouteDayReads,
  ) {}

  /** GET /api/availability: windows long enough for every vehicle's package and add-ons, for the DADs who cover `zipCode` (with the drive there). */
  async forRange({ from, to, packageId, vehicleType = 'sedan', addOnIds, moreVehicles, zipCode }: AvailabilityQuery): Promise<AvailabilityResponse> {
    const pkg = await this.packages.activeById(packageId);
    if (!pkg) throw notFound('This package is not available');
    const { durationMinutes } = await this.selection.price([{ vehicleType, packageId, addOnIds }, ...moreVehicles]);
    return this.windows(from, to, durationMinutes, zipCode && zip5(zipCode));
  }

  /**
   * GET /api/bookings/{id}/availability: the windows a booking could move to, for the whole booking as
   * it stands (its durationMinutes: every vehicle's package and add-ons as booked) at its address, its
   * own time not counted against it: what reschedule's slotAt checks.
   */
  forBooking({ from, to }: BookingAvailabilityQuery, booking: Pick<BookingEntity, 'id' | 'durationMinutes' | 'zipCode'>): Promise<AvailabilityResponse> {
    return this.windows(from, to, booking.durationMinutes, zip5(booking.zipCode), booking.id);
  }

  private async windows(from: string, to: string, durationMinutes: number, zipCode?: string, excludeBookingId?: string): Promise<AvailabilityResponse> {
    const minAdvanceHours = effectiveMinAdvanceHours((await this.settings.get()).minAdvanceBookingHours);
    // A read that writes nothing: no route versions, and only the DADs who cover the ZIP (the rule counts no other).
    const { slots } = await this.slots(from, to, durationMinutes, minAdvanceHours, zipCode, excludeBookingId, { versions: false, coveringOnly: true });
    const days = new Map<string, AvailabilityWindowDto[]>();
    for (const slot of slots) {
      const window: AvailabilityWindowDto = {
        date: slot.date,
        window: slot.window,
        label: slot.label,
        startTime: slot.startTime,
        endTime: slot.endTime,
        start: slot.start,
        available: slot.available,
        ...(slot.reason ? { reason: slot.reason, reasonText: unavailableText(slot.reason, minAdvanceHours) } : {}),
      };
      days.set(slot.date, [...(days.get(slot.date) ?? []), window]);
    }
    return { days: [...days].map(([date, windows]) => ({ date, windows })) };
  }

  /**
   * The window starting at `start` for a job of this length at this ZIP, with the DADs who can take
   * it (least added drive first), where it goes in each one's route, and the versions those routes
   * were read at.
   */
  async slotAt(start: Date, durationMinutes: number, zipCode: string, excludeBookingId?: string): Promise<{ slot?: SlotAvailability } & Pick<SchedulingState, 'versions' | 'places' | 'names' | 'written'>> {
    const date = calendarDate(start);
    const minAdvanceHours = effectiveMinAdvanceHours((await this.settings.get()).minAdvanceBookingHours);
    // Only the DADs who cover the ZIP, and their bookings: the rule counts no other DAD there.
    const { slots, versions, places, names, written } = await this.slots(date, date, durationMinutes, minAdvanceHours, zip5(zipCode), excludeBookingId, { coveringOnly: true });
    return { slot: slots.find((slot) => slot.start === start.toISOString()), versions, places, names, written };
  }

  /**
   * The active DADs other than its own who could take this booking as it stands (an admin's
   * reassignment), least added drive first, and those who cannot with why.
   */
  async dadsFreeFor(booking: BookingEntity): Promise<{ free: FreeDad[]; busy: BusyDad[]; versions: Map<string, number>; travel: Travel; state: SchedulingState }> {
    const date = calendarDate(booking.scheduledDate);
    const zipCode = zip5(booking.zipCode);
    const state = await this.load(date, date, zipCode);
    const { id, dadId, scheduledDate, status, durationMinutes, startTime, endTime } = booking;
    const { free, busy } = reassignCandidates({ id, dadId, scheduledDate, status, durationMinutes, startTime, endTime, zipCode }, state.dads, state.bookings, state.travel);
    return { free, busy, versions: state.versions, travel: state.travel, state };
  }

  private async slots(from: string, to: string, durationMinutes: number, minAdvanceHours: number, zipCode?: string, excludeBookingId?: string, options?: LoadOptions) {
    const { dads, bookings, versions, places, travel, names, written } = await this.load(from, to, zipCode, options);
    const slots = slotAvailability({ now: new Date(), from, to, durationMinutes, minAdvanceHours, dads, bookings, excludeBookingId, zipCode, travel });
    return { slots, versions, places, names, written };
  }

  /**
   * Active DADs with their windows, base and coverage; the non-cancelled bookings of the range's weeks
   * (for fairness); the versions of their routes in the range (read first, so a route changed after
   * the read is caught when written); and drive times among the ZIPs involved. See LoadOptions for
   * what a read that writes nothing may leave out.
   */
  async load(from: string, to: string, zipCode?: string, { versions: withVersions = true, coveringOnly = false }: LoadOptions = {}): Promise<SchedulingState> {
    const covering = (await this.roster.dads()).filter((dad) => !coveringOnly || !zipCode || !dad.covered || dad.covered.has(zipCode));
    if (!covering.length) return { dads: [], bookings: [], versions: new Map(), places: new Map(), travel: await this.travelTimes.between([]), names: new Map(), written: new Map() };
    const ids = covering.map((d) => d.id);
    // The versions before the bookings they are planned from; the specific dates beside them (kept with the roster, unless the range starts before it).
    const [{ versions, places }, specific] = await Promise.all([
      withVersions ? this.routeDays.read(this.specific.manager, ids, from, to) : { versions: new Map<string, number>(), places: new Map() },
      this.roster.specificBetween(from, to).then((kept) => kept ?? this.specific.find({ where: { dadId: In(ids), date: Between(from, to) } })),
    ]);
    // Only who works one of the range's days can take a window there (coveringOnly: nobody else's bookings
    // count); the other reads keep every DAD, so a reassignment can say who is not working that day.
    const weekdays = new Set(daysOf(from, to).map(dayOfWeek));
    const working = coveringOnly ? covering.filter((dad) => dad.weekly.some((w) => weekdays.has(w.dayOfWeek)) || specific.some((s) => s.dadId === dad.id)) : covering;
    const bookingRows = coveringOnly && !working.length ? [] : await this.bookings.heldBetween(bookingsRead(from, to), coveringOnly ? working.map((d) => d.id) : undefined);
    const dads = working.map((dad) => ({
      id: dad.id,
      weekly: dad.weekly,
      specific: specific.filter((w) => w.dadId === dad.id),
      baseZip: dad.homeZip,
      covered: dad.covered,
    }));
    const bookings = bookingRows.map((row) => ({
      id: row.id,
      dadId: row.dadId!,
      status: row.status,
      durationMinutes: row.durationMinutes,
      scheduledDate: row.scheduledDate,
      zipCode: zip5(row.zipCode),
      plannedArrival: row.plannedArrival,
    }));
    const zips = new Set([...bookings.map((b) => b.zipCode), ...dads.flatMap((d) => (d.baseZip ? [d.baseZip] : [])), ...(zipCode ? [zipCode] : [])]);
    const names = new Map(working.map(({ id, firstName, lastName }) => [id, { firstName, lastName }]));
    const written = new Map(bookingRows.map(({ id, plannedArrival, driveMinutes, driveMeters }) => [id, { plannedArrival, driveMinutes, driveMeters }]));
    return { dads, bookings, versions, places, travel: await this.travelTimes.between(zips), names, written };
  }
}

/**
 * The bookings a range's availability counts: from the day before it (a long job may run past
 * midnight) to the end of its last week (fairness counts a DAD's week).
 */
export function bookingsRead(from: string, to: string): [Date, Date] {
  return [zonedInstant(addDays(weekStart(from), -1), '00:00'), zonedInstant(addDays(weekStart(to), 7), '00:00')];
}

/** The calendar dates from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 7; day = addDays(day, 1)) days.push(day);
  return days;
}
