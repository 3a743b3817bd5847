import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BookingDetailDto, BookingSummaryDto } from '@dd/contracts/booking';
import type { BookingEntity } from './booking.entity';
import type { BookingVehicleEntity } from './booking-vehicle.entity';
import { toBookingSummary, toBookingVehicleDto, vehiclesOf } from './booking.mapper';

/**
 * The parts of a booking's details that other features keep: the DAD's job session
 * (job-sessions), and the card, the refunds and the tip (payments). Bookings do not read them: the
 * feature that owns each one contributes it (decision record 0300).
 */
export type BookingDetailSection = 'session' | 'card' | 'refunds' | 'tip';

/** Who opens the details: `withCard` is false for the booking's DAD, who sees neither the card nor the refunds. */
export interface DetailReader {
  withCard: boolean;
}

/**
 * Loads one section for a set of bookings at once (a fixed number of queries whatever their number)
 * and answers each booking's value.
 */
export type SectionLoader<S extends BookingDetailSection> = (bookings: BookingEntity[], reader: DetailReader) => Promise<(booking: BookingEntity) => BookingDetailDto[S]>;

type Sections = { [S in BookingDetailSection]: BookingDetailDto[S] };
type Loaders = { [S in BookingDetailSection]?: SectionLoader<S> };

/**
 * A booking opened: its summary, vehicles and times (bookings' own rows) with the sections the
 * features above contribute when their module starts (`contribute`). One instance, exported by
 * BookingsModule, for every reader (the customer's and admin's GET /api/bookings/{id}, the receipt,
 * the DAD's job sheets).
 */
@Injectable()
export class BookingDetails {
  private readonly loaders: Loaders = {};

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Called once per section, by the feature that owns it. */
  contribute<S extends BookingDetailSection>(section: S, loader: SectionLoader<S>): void {
    if (this.loaders[section]) throw new Error(`The booking details' ${section} section is contributed twice`);
    (this.loaders as Record<S, SectionLoader<S>>)[section] = loader;
  }

  /**
   * The details of `bookings` (package and car loaded): the vehicles and each contributed section,
   * loaded at the same time (one query each).
   */
  async of(bookings: BookingEntity[], reader: DetailReader): Promise<BookingDetailDto[]> {
    if (!bookings.length) return [];
    const [vehicles, session, card, refunds, tip] = await Promise.all([
      vehiclesOf(this.dataSource.manager, bookings),
      this.load('session', bookings, reader),
      this.load('card', bookings, reader),
      this.load('refunds', bookings, reader),
      this.load('tip', bookings, reader),
    ]);
    return bookings.map((b) =>
      toBookingDetail(
        b,
        vehicles.filter((v) => v.bookingId === b.id),
        { session: session(b), card: card(b), refunds: refunds(b), tip: tip(b) },
      ),
    );
  }

  private load<S extends BookingDetailSection>(section: S, bookings: BookingEntity[], reader: DetailReader): ReturnType<SectionLoader<S>> {
    const loader = this.loaders[section] as SectionLoader<S> | undefined;
    if (!loader) throw new Error(`No feature contributes the booking details' ${section} section`);
    return loader(bookings, reader) as ReturnType<SectionLoader<S>>;
  }
}

/** A booking opened (package and car loaded), with the sections contributed for it. */
function toBookingDetail(booking: BookingEntity, vehicles: BookingVehicleEntity[], sections: Sections): BookingDetailDto {
  const { package: pkg, car } = booking;
  // The summary's package and car, when loaded, are replaced by their fuller forms below.
  const summary: Omit<BookingSummaryDto, 'package' | 'car'> = toBookingSummary(booking);
  return {
    ...summary,
    ...(pkg && { package: { name: pkg.name, features: pkg.features } }),
    ...(car !== undefined && { car: car && { year: car.year, make: car.make, model: car.model, color: car.color, licensePlate: car.licensePlate } }),
    session: sections.session,
    vehicles: vehicles.map(toBookingVehicleDto),
    durationMinutes: booking.durationMinutes,
    card: sections.card,
    capturedAt: booking.paymentCapturedAt?.toISOString() ?? null,
    refunds: sections.refunds,
    tip: sections.tip,
  };
}
