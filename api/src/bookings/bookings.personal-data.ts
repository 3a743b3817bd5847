import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { BookingEventEntity } from './booking-event.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';
import { BookingEntity } from './booking.entity';

/** Where the street address stood, once erased: the city and ZIP stay for sales tax. */
export const ERASED_ADDRESS = 'Removed at the customer’s request';

/**
 * The customer's bookings. They are business and tax records (what was sold, when, for how much), so a
 * deletion keeps them and removes what names the person or their home: the street address, their
 * notes, where a no-show was photographed, and the event log's details.
 */
@HoldsPersonalData({ tables: ['bookings', 'booking_vehicles', 'booking_events'] })
@Injectable()
export class BookingsPersonalData implements PersonalData {
  /** The ids every other holder's rows hang on (a DataSubject's bookingIds). */
  async bookingIdsOf(userId: string, manager: EntityManager): Promise<string[]> {
    return (await manager.find(BookingEntity, { select: { id: true }, where: { customerId: userId } })).map((b) => b.id);
  }

  async exportFor({ userId, bookingIds }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const bookings = await manager.find(BookingEntity, { where: { customerId: userId }, relations: { package: true }, order: { scheduledDate: 'ASC' } });
    const vehicles = bookingIds.length ? await manager.find(BookingVehicleEntity, { where: { bookingId: In(bookingIds) }, order: { position: 'ASC' } }) : [];
    const events = bookingIds.length ? await manager.find(BookingEventEntity, { where: { bookingId: In(bookingIds) }, order: { createdAt: 'ASC' } }) : [];
    return {
      bookings: bookings.map((b) => ({
        reference: b.reference,
        status: b.status,
        package: b.package?.name ?? null,
        scheduledDate: b.scheduledDate,
        startTime: b.startTime,
        endTime: b.endTime,
        address: b.address,
        city: b.city,
        zipCode: b.zipCode,
        specialInstructions: b.specialInstructions,
        totalAmount: b.totalAmount,
        paymentStatus: b.paymentStatus,
        paymentCapturedCents: b.paymentCapturedCents,
        paymentRefundedCents: b.paymentRefundedCents,
        feeKind: b.feeKind,
        feeCents: b.feeCents,
        photoConsent: b.photoConsent,
        createdAt: b.createdAt,
        vehicles: vehicles.filter((v) => v.bookingId === b.id).map(({ vehicleType, price, addOns }) => ({ vehicleType, price, addOns })),
        history: events.filter((e) => e.bookingId === b.id).map(({ type, actorRole, details, createdAt }) => ({ type, actorRole, details, createdAt })),
      })),
    };
  }

  async erase({ bookingIds }: DataSubject, manager: EntityManager): Promise<string[]> {
    // The no-show photo goes with the customer's other images (media's holder); the reference with it.
    await removeBookingDetails(manager, bookingIds, { address: ERASED_ADDRESS, noShowPhoto: false });
    return [];
  }
}

/**
 * What names the person or their home in these bookings: the street address (replaced by `address`),
 * their notes, the fee policy they agreed to, where a no-show was recorded (and its photo, unless
 * `noShowPhoto`), and the details of the bookings' history. A deletion and the retention job share it.
 */
export async function removeBookingDetails(manager: EntityManager, ids: string[], { address, noShowPhoto }: { address: string; noShowPhoto: boolean }): Promise<void> {
  if (!ids.length) return;
  await manager.update(BookingEntity, { id: In(ids) }, { address, specialInstructions: null, feePolicyText: null });
  const noShows = await manager.find(BookingEntity, { select: { id: true, noShow: true }, where: { id: In(ids) } });
  for (const { id, noShow } of noShows) {
    if (noShow) await manager.update(BookingEntity, { id }, { noShow: { ...noShow, latitude: null, longitude: null, photoImageId: noShowPhoto ? noShow.photoImageId : null } });
  }
  await manager.update(BookingEventEntity, { bookingId: In(ids) }, { details: {} });
}
