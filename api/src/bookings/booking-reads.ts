import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import type { CustomerBookings, ProfileBooking } from '../customers/customer-bookings';
import type { GalleryBooking, GalleryBookings } from '../media/gallery/gallery-bookings';
import type { BookingParties } from '../media/images/booking-parties';
import { BookingEntity } from './booking.entity';
import { toBookingSummaries } from './booking.mapper';

const carOf = (car: BookingEntity['car']) => (car ? { year: car.year, make: car.make, model: car.model } : null);

/**
 * Bookings' public reads for the features below them, which keep only booking ids: who is on a
 * booking (media's image rules), what the gallery shows of one, a customer's bookings for their
 * profile. Each port is declared by the feature that asks and bound in app/feature-ports.module.ts
 * (decision record 0302).
 */
@Injectable()
export class BookingReads implements BookingParties, GalleryBookings, CustomerBookings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get bookings() {
    return this.dataSource.getRepository(BookingEntity);
  }

  isPartyToAny(userId: string, bookingIds: string[]): Promise<boolean> {
    if (!bookingIds.length) return Promise.resolve(false);
    return this.bookings.exists({ where: [
      { id: In(bookingIds), customerId: userId },
      { id: In(bookingIds), dadId: userId },
    ] });
  }

  shareABooking(one: string, other: string): Promise<boolean> {
    return this.bookings.exists({ where: [
      { customerId: one, dadId: other },
      { customerId: other, dadId: one },
    ] });
  }

  async shown(bookingIds: string[]): Promise<Map<string, GalleryBooking>> {
    const rows = bookingIds.length ? await this.bookings.find({ where: { id: In(bookingIds) }, relations: { car: true, package: true } }) : [];
    return new Map(rows.map((b) => [b.id, { car: carOf(b.car), package: b.package ? { name: b.package.name } : null }]));
  }

  async of(customerId: string, dadId?: string): Promise<ProfileBooking[]> {
    const rows = await this.bookings.find({
      where: { customerId, ...(dadId && { dadId }) },
      relations: { package: true, car: true },
      order: { scheduledDate: 'DESC', id: 'DESC' },
    });
    const summaries = await toBookingSummaries(this.dataSource.manager, rows);
    return rows.map((b, i) => ({
      ...summaries[i],
      packageName: b.package?.name ?? '',
      carMake: b.car?.make ?? null,
      carYear: b.car?.year ?? null,
      carModel: b.car?.model ?? null,
    }));
  }
}
