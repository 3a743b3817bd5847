import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, type Repository } from 'typeorm';
import type { AvailabilityQuery, AvailabilityResponse, AvailabilityWindowDto } from '@dd/contracts/availability';
import {
  dadsFreeFor,
  effectiveMinAdvanceHours,
  slotAvailability,
  unavailableText,
  weekStart,
  type DadSchedule,
  type ScheduledBooking,
  type SlotAvailability,
} from '@dd/domain/availability';
import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingSelection } from '../add-ons/booking-selection';
import { BookingEntity } from '../bookings/booking.entity';
import { PackageEntity } from '../packages/package.entity';
import { SettingsService } from '../settings/settings.service';
import { UserEntity } from '../users/user.entity';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';

/**
 * Which windows can be booked: loads the active DADs, their windows and the bookings of the range in
 * four queries and leaves the rule to @dd/domain/availability, computed in memory.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(WeeklyAvailabilityEntity) private readonly weekly: Repository<WeeklyAvailabilityEntity>,
    @InjectRepository(SpecificDateAvailabilityEntity) private readonly specific: Repository<SpecificDateAvailabilityEntity>,
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(PackageEntity) private readonly packages: Repository<PackageEntity>,
    private readonly settings: SettingsService,
    private readonly selection: BookingSelection,
  ) {}

  /** GET /api/availability: windows long enough for every vehicle's package and add-ons. */
  async forRange({ from, to, packageId, vehicleType = 'sedan', addOnIds, moreVehicles }: AvailabilityQuery): Promise<AvailabilityResponse> {
    const pkg = await this.packages.findOneBy({ id: packageId, isActive: true });
    if (!pkg) throw new NotFoundException('This package is not available');
    const { durationMinutes } = await this.selection.price([{ vehicleType, packageId, addOnIds }, ...moreVehicles]);
    const minAdvanceHours = effectiveMinAdvanceHours((await this.settings.get()).minAdvanceBookingHours);
    const slots = await this.slots(from, to, durationMinutes, minAdvanceHours);
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

  /** The window starting at `start` for a package of this duration, with the DADs free for it (fairest first). */
  async slotAt(start: Date, durationMinutes: number, excludeBookingId?: string): Promise<SlotAvailability | undefined> {
    const date = calendarDate(start);
    const minAdvanceHours = effectiveMinAdvanceHours((await this.settings.get()).minAdvanceBookingHours);
    const slots = await this.slots(date, date, durationMinutes, minAdvanceHours, excludeBookingId);
    return slots.find((slot) => slot.start === start.toISOString());
  }

  /** The active DADs other than its own who could take this booking as it stands (an admin's reassignment), fairest first. */
  async dadsFreeFor(booking: BookingEntity): Promise<string[]> {
    const date = calendarDate(booking.scheduledDate);
    const { dads, bookings } = await this.load(date, date);
    const { id, dadId, scheduledDate, status, durationMinutes, startTime, endTime } = booking;
    return dadsFreeFor({ id, dadId, scheduledDate, status, durationMinutes, startTime, endTime }, dads, bookings);
  }

  private async slots(from: string, to: string, durationMinutes: number, minAdvanceHours: number, excludeBookingId?: string): Promise<SlotAvailability[]> {
    const { dads, bookings } = await this.load(from, to);
    return slotAvailability({ now: new Date(), from, to, durationMinutes, minAdvanceHours, dads, bookings, excludeBookingId });
  }

  /** Active DADs with their windows, and the non-cancelled bookings of the range's weeks (for fairness). */
  async load(from: string, to: string): Promise<{ dads: DadSchedule[]; bookings: ScheduledBooking[] }> {
    const dadRows = await this.users.find({ select: { id: true }, where: { role: 'dad', isActive: true }, order: { id: 'ASC' } });
    if (!dadRows.length) return { dads: [], bookings: [] };
    const ids = dadRows.map((d) => d.id);
    const [weekly, specific, bookingRows] = await Promise.all([
      this.weekly.find({ where: { dadId: In(ids) } }),
      this.specific.find({ where: { dadId: In(ids), date: Between(from, to) } }),
      this.bookings
        .createQueryBuilder('b')
        .select(['b.id AS id', 'b.dadId AS dadId', 'b.scheduledDate AS scheduledDate', 'b.status AS status', 'b.durationMinutes AS durationMinutes'])
        .where('b.dadId IS NOT NULL')
        .andWhere('b.status <> :cancelled', { cancelled: 'cancelled' })
        // A day before the range (a long job may run past midnight) and the whole of the last week.
        .andWhere('b.scheduledDate >= :start AND b.scheduledDate < :end', {
          start: zonedInstant(addDays(weekStart(from), -1), '00:00'),
          end: zonedInstant(addDays(weekStart(to), 7), '00:00'),
        })
        .getRawMany<{ id: string; dadId: string; scheduledDate: Date | string; status: string; durationMinutes: number | string }>(),
    ]);
    const dads = ids.map((id) => ({
      id,
      weekly: weekly.filter((w) => w.dadId === id),
      specific: specific.filter((w) => w.dadId === id),
    }));
    const bookings = bookingRows.map((row) => ({
      id: row.id,
      dadId: row.dadId,
      status: row.status,
      durationMinutes: Number(row.durationMinutes),
      scheduledDate: row.scheduledDate instanceof Date ? row.scheduledDate : new Date(`${String(row.scheduledDate).replace(' ', 'T')}Z`),
    }));
    return { dads, bookings };
  }
}

