import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BookingMediaDto, BookingMediaQuery, LinkBookingMediaRequest } from '@dd/contracts/image';
import { BookingPhotos } from '../media/images/booking-photos';
import { toBookingMediaDto } from '../media/images/image.mapper';
import { ImagesService } from '../media/images/images.service';
import type { UserEntity } from '../identity/users/user.entity';
import { isBookingParty } from './booking-access';
import { BookingEntity } from './booking.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';
import { conflict, invalidField } from '../common/api-exception';
import { BookingErrors } from './bookings.errors';
import { isUniqueViolation } from '../common/unique-violation';

/**
 * Before/after photos of a job. Only the booking's customer, its assigned DAD and admins see them; only
 * the assigned DAD (or an admin) adds them, and only images they uploaded themselves.
 */
@Injectable()
export class BookingMediaService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly photos: BookingPhotos,
    @InjectRepository(BookingVehicleEntity) private readonly vehicles: Repository<BookingVehicleEntity>,
    private readonly images: ImagesService,
  ) {}

  async list(user: UserEntity, bookingId: string, { type }: BookingMediaQuery): Promise<BookingMediaDto[]> {
    await this.visibleBooking(user, bookingId);
    return (await this.photos.of(bookingId, type)).map(toBookingMediaDto);
  }

  async link(user: UserEntity, bookingId: string, { imageId, mediaType, idempotencyKey, vehiclePosition }: LinkBookingMediaRequest): Promise<BookingMediaDto> {
    const booking = await this.visibleBooking(user, bookingId);
    if (user.role !== 'admin' && booking.dadId !== user.id) {
      throw BookingErrors.notYourJob();
    }
    const earlier = idempotencyKey ? await this.linkedWithKey(bookingId, idempotencyKey) : null;
    if (earlier) return earlier;
    // A booking made before vehicles were recorded has one: its own.
    if (vehiclePosition > 1 && !(await this.vehicles.existsBy({ bookingId, position: vehiclePosition }))) {
      throw invalidField('vehiclePosition', `This booking has no vehicle ${vehiclePosition}`);
    }
    const image = await this.images.findOwned(user, imageId);
    if (await this.photos.isLinked(bookingId, image.id)) throw alreadyLinked();
    try {
      return toBookingMediaDto(await this.photos.link({ bookingId, imageId: image.id, mediaType, vehiclePosition, idempotencyKey: idempotencyKey ?? null }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two attempts racing: the unique indexes decide; a retry of the same photo gets the first one's row.
      const first = idempotencyKey ? await this.linkedWithKey(bookingId, idempotencyKey) : null;
      if (first) return first;
      throw alreadyLinked();
    }
  }

  private async linkedWithKey(bookingId: string, idempotencyKey: string): Promise<BookingMediaDto | null> {
    const row = await this.photos.withKey(bookingId, idempotencyKey);
    return row && toBookingMediaDto(row);
  }

  /** A booking this person takes part in; to anyone else it does not exist. */
  private async visibleBooking(user: UserEntity, id: string): Promise<BookingEntity> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking || !isBookingParty(user, booking)) throw BookingErrors.notFound();
    return booking;
  }
}

const alreadyLinked = () => conflict('ALREADY_EXISTS', 'This image is already linked to this booking');
