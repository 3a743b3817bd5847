import type { GalleryPhotoDto } from '@dd/contracts/gallery';
import type { CarEntity } from '../../customers/cars/car.entity';
import type { GalleryBooking } from './gallery-bookings';
import type { GalleryPhotoEntity } from './gallery-photo.entity';

const carOf = (car: CarEntity | null | undefined) => (car ? { year: car.year, make: car.make, model: car.model } : null);

/** Expects car loaded; `booking` is what bookings show of the photo's booking (GalleryBookings), when it has one. */
export function toGalleryPhotoDto(photo: GalleryPhotoEntity, booking: GalleryBooking | undefined): GalleryPhotoDto {
  return {
    id: photo.id,
    bookingId: photo.bookingId,
    carId: photo.carId,
    photoUrl: photo.photoUrl,
    photoType: photo.photoType,
    category: photo.category,
    isApproved: photo.isApproved,
    createdAt: photo.createdAt.toISOString(),
    car: photo.car ? carOf(photo.car) : (booking?.car ?? null),
    booking: booking ?? null,
  };
}
