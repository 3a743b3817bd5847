import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { BookingEventDto } from '@dd/contracts/booking';
import type { UserEntity } from '../identity/users/user.entity';
import { insertRows } from '../platform/database/insert-rows';
import { isBookingParty } from './booking-access';
import { BookingEventEntity } from './booking-event.entity';
import { BookingEntity } from './booking.entity';

/** Who made a change: a signed-in person, or the system (a job). */
export interface Actor {
  id: string | null;
  role: BookingEventDto['actorRole'];
}

export const actorOf = (user: Pick<UserEntity, 'id' | 'role'>): Actor => ({ id: user.id, role: user.role });

/** The booking_events log: written in the transaction of the change it records. */
@Injectable()
export class BookingEvents {
  constructor(
    @InjectRepository(BookingEventEntity) private readonly events: Repository<BookingEventEntity>,
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
  ) {}

  record(manager: EntityManager | null, bookingId: string, type: BookingEventDto['type'], actor: Actor, details: Record<string, unknown> = {}): Promise<void> {
    const row = { bookingId, type, actorId: actor.id, actorRole: actor.role, details };
    return insertRows(manager ?? this.events.manager, BookingEventEntity, [row]);
  }

  /** GET /api/bookings/{id}/events: for the booking's customer, its DAD and admins; oldest first. */
  async list(user: UserEntity, bookingId: string): Promise<BookingEventDto[]> {
    const booking = await this.bookings.findOneBy({ id: bookingId });
    if (!booking || !isBookingParty(user, booking)) throw new NotFoundException('Booking not found');
    const rows = await this.events.find({ where: { bookingId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((e) => ({
      id: e.id,
      bookingId: e.bookingId,
      type: e.type,
      actorId: e.actorId,
      actorRole: e.actorRole,
      details: e.details,
      createdAt: e.createdAt.toISOString(),
    }));
  }
}
