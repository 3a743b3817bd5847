import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AvailabilityResponse, BookingAvailabilityQuery } from '@dd/contracts/availability';
import { calendarDate } from '@dd/domain/time-windows';
import type { BookingSchedule, ReassignCandidates, SlotRequest, WithDad } from '../bookings/booking-ports';
import type { BookingEntity } from '../bookings/booking.entity';
import { conflict } from '../common/api-exception';
import { AvailabilityService } from './availability.service';
import { DAD_NOT_FREE_MESSAGE, DadAssigner } from './dad-assigner';

/** Scheduling's answers to bookings (their BOOKING_SCHEDULE port): free DADs, claimed in the booking's transaction. */
@Injectable()
export class BookingScheduleAdapter implements BookingSchedule {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly assigner: DadAssigner,
  ) {}

  assign<T>(slot: SlotRequest, write: WithDad<T>): Promise<T> {
    return this.assigner.assign(slot, write);
  }

  windowsFor(query: BookingAvailabilityQuery, booking: BookingEntity): Promise<AvailabilityResponse> {
    return this.availability.forBooking(query, booking);
  }

  async candidates(booking: BookingEntity): Promise<ReassignCandidates> {
    const { free, busy } = await this.availability.dadsFreeFor(booking);
    return { free: free.map(({ id, insertion }) => ({ id, addedDriveMinutes: insertion.addedMinutes })), busy };
  }

  /** Plans the DAD's route from the version read here; a parallel change of their day makes the claim fail (409). */
  async reassign(booking: BookingEntity, dadId: string, write: (manager: EntityManager) => Promise<void>): Promise<void> {
    const { free, versions } = await this.availability.dadsFreeFor(booking);
    const target = free.find((dad) => dad.id === dadId);
    if (!target) throw conflict('SLOT_TAKEN', DAD_NOT_FREE_MESSAGE);
    const date = calendarDate(booking.scheduledDate);
    await this.assigner.reassign(booking.id, dadId, { date, version: versions.get(`${dadId}|${date}`) ?? 0, plan: target.insertion.plan }, write);
  }
}
