import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { BookingEventDto } from '@dd/contracts/booking';
import type { UserEntity } from '../identity/users/user.entity';
import { insertRows } from '../platform/database/insert-rows';
import { Events, type EventMap } from '../platform/events/events';
import { isBookingParty } from './booking-access';
import { BookingEventEntity } from './booking-event.entity';
import { BookingEntity } from './booking.entity';
import { BookingErrors } from './bookings.errors';

/** Who made a change: a signed-in person, or the system (a job). */
export interface Actor {
  id: string | null;
  role: BookingEventDto['actorRole'];
}

export const actorOf = (user: Pick<UserEntity, 'id' | 'role'>): Actor => ({ id: user.id, role: user.role });

/** The event each logged change announces; a status change by the status it reaches, a no-show (logged as a cancellation) as itself. */
function eventOf(type: BookingEventDto['type'], details: Record<string, unknown>): keyof EventMap | null {
  if (type === 'cancelled' && details.noShow === true) return 'booking.no-show';
  if (type === 'status_changed') return ({ confirmed: 'booking.confirmed', in_progress: 'booking.started', completed: 'booking.completed' } as const)[details.to as string] ?? null;
  return ({ created: 'booking.created', rescheduled: 'booking.rescheduled', dad_assigned: 'booking.reassigned', cancelled: 'booking.cancelled', payment_changed: 'booking.payment-changed', dad_on_the_way: 'booking.dad-on-the-way', customer_confirmed: 'booking.customer-confirmed' } as const)[type] ?? null;
}

/**
 * The booking_events log, and what bookings announce: each change is written to the log in its
 * transaction and announced there once (bookings.events.ts), so whatever reacts commits with it.
 */
@Injectable()
export class BookingEvents {
  constructor(
    @InjectRepository(BookingEventEntity) private readonly events: Repository<BookingEventEntity>,
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly bus: Events,
  ) {}

  /** `before`: the booking as the change found it, for whoever reacts (read once, passed on). */
  async record(manager: EntityManager | null, bookingId: string, type: BookingEventDto['type'], actor: Actor, details: Record<string, unknown> = {}, before?: BookingEntity): Promise<void> {
    const row = { bookingId, type, actorId: actor.id, actorRole: actor.role, details };
    const writer = manager ?? this.events.manager;
    await insertRows(writer, BookingEventEntity, [row]);
    const name = eventOf(type, details);
    // The details are the event's own fields, written at the one place each change is recorded.
    if (name) await this.bus.emit(name, { manager: writer, bookingId, actor, details, before } as never);
  }

  /** After the change's transaction committed: what must wait for it (gateway calls) runs now. */
  committed<K extends keyof EventMap>(name: K, event: EventMap[K]): Promise<void> {
    return this.bus.committed(name, event);
  }

  /** GET /api/bookings/{id}/events: for the booking's customer, its DAD and admins; oldest first. */
  async list(user: UserEntity, bookingId: string): Promise<BookingEventDto[]> {
    const booking = await this.bookings.findOneBy({ id: bookingId });
    if (!booking || !isBookingParty(user, booking)) throw BookingErrors.notFound();
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
