import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BookingMediaDto } from '@dd/contracts/image';
import type { BookingMediaQuery, LinkBookingMediaRequest } from '@dd/contracts/image.schema';
import { BookingMediaEntity } from '../images/booking-media.entity';
import { toBookingMediaDto } from '../images/image.mapper';
import { ImagesService } from '../images/images.service';
import type { UserEntity } from '../users/user.entity';
import { isBookingParty } from './booking-access';
import { BookingEntity } from './booking.entity';
import { conflict } from '../common/api-exception';
import { isUniqueViolation } from '../common/unique-violation';

/**
 * Before/after photos of a job. Only the booking's customer, its assigned DAD and admins see them; only
 * the assigned DAD (or an admin) adds them, and only images they uploaded themselves.
 */
@Injectable()
export class BookingMediaService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(BookingMediaEntity) private readonly media: Repository<BookingMediaEntity>,
    private readonly images: ImagesService,
  ) {}

  async list(user: UserEntity, bookingId: string, { type }: BookingMediaQuery): Promise<BookingMediaDto[]> {
    await this.visibleBooking(user, bookingId);
    const media = await this.media.find({
      where: { bookingId, ...(type && { mediaType: type }) },
      relations: { image: { variants: true } },
      order: { uploadedAt: 'ASC', id: 'ASC' },
    });
    return media.map(toBookingMediaDto);
  }

  async link(user: UserEntity, bookingId: string, { imageId, mediaType }: LinkBookingMediaRequest): Promise<BookingMediaDto> {
    const booking = await this.visibleBooking(user, bookingId);
    if (user.role !== 'admin' && booking.dadId !== user.id) {
      throw new ForbiddenException("Only the booking's assigned DAD can add photos to it");
    }
    const image = await this.images.findOwned(user, imageId);
    if (await this.media.existsBy({ bookingId, imageId: image.id })) throw alreadyLinked();
    const { id } = await this.media.save(this.media.create({ bookingId, imageId: image.id, mediaType })).catch((error: unknown) => {
      // Two taps racing: the unique index decides.
      throw isUniqueViolation(error) ? alreadyLinked() : error;
    });
    const saved = await this.media.findOneOrFail({ where: { id }, relations: { image: { variants: true } } });
    return toBookingMediaDto(saved);
  }

  /** A booking this person takes part in; to anyone else it does not exist. */
  private async visibleBooking(user: UserEntity, id: string): Promise<BookingEntity> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking || !isBookingParty(user, booking)) throw new NotFoundException('Booking not found');
    return booking;
  }
}

const alreadyLinked = () => conflict('ALREADY_EXISTS', 'This image is already linked to this booking');
