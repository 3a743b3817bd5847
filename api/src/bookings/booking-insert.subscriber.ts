import { randomUUID } from 'node:crypto';
import { EventSubscriber, type EntitySubscriberInterface, type InsertEvent } from 'typeorm';
import { packageDuration } from '../catalog/packages/packages.service';
import { Users } from '../identity/users/users';
import { BookingEntity, bookingReference } from './booking.entity';

/**
 * Every booking the ORM inserts (the checkout, seeds, test fixtures) gets its reference column, a
 * duration (its package's unless the checkout priced more), and counts on its customer's bookingCount,
 * in the insert's own transaction, so all stay exact without anyone remembering to. The count is raised before the row goes in: the row's foreign key check
 * takes a shared lock on the customer, and upgrading that afterwards would deadlock two bookings of
 * one customer made at once.
 */
@EventSubscriber()
export class BookingInsertSubscriber implements EntitySubscriberInterface<BookingEntity> {
  listenTo() {
    return BookingEntity;
  }

  async beforeInsert({ entity, manager }: InsertEvent<BookingEntity>): Promise<void> {
    entity.id ??= randomUUID();
    entity.reference = bookingReference(entity.id);
    entity.durationMinutes ??= await packageDuration(manager, entity.packageId);
    await new Users(manager.connection).countBooking(manager, entity.customerId);
  }
}
