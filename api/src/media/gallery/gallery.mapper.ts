import type { GalleryPhotoDto } from '@dd/contracts/gallery';
import type { CarEntity } from '../../customers/cars/car.entity';
import type { GalleryPhotoEntity } from './gallery-photo.entity';

const carOf = (car: CarEntity | null | undefined) => (car ? { year: car.year, make: car.make, model: car.model } : null);

/** Expects booking (with car and package) and car loaded. */
export function toGalleryPhotoDto(photo: GalleryPhotoEntity): GalleryPhotoDto {
  const { booking } = photo;
  return {
    id: photo.id,
    bookingId: photo.bookingId,
    carId: photo.carId,
    photoUrl: photo.photoUrl,
    photoType: photo.photoType,
    category: photo.category,
    isApproved: photo.isApproved,
    createdAt: photo.createdAt.toISOString(),
    car: carOf(photo.car ?? booking?.car),
    booking: booking ? { car: carOf(booking.car), package: booking.package ? { name: booking.package.name } : null } : null,
  };
}
