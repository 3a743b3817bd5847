import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { MediaType } from '@dd/contracts/enums';
import { GalleryPhotoEntity } from '../gallery/gallery-photo.entity';
import type { UserEntity } from '../../identity/users/user.entity';
import { Users } from '../../identity/users/users';
import { BookingMediaEntity } from './booking-media.entity';
import { BOOKING_PARTIES, type BookingParties } from './booking-parties';
import type { ImageEntity } from './image.entity';

/** Who may see an image: anyone ('public'), only some signed-in people ('private'), or not this person (null). */
export type ImageVisibility = 'public' | 'private' | null;

/**
 * The read and use rules of images, in one place for the API and the file URLs:
 * - admins see every image, and an uploader their own;
 * - a booking's before/after photos: that booking's customer and its assigned DAD;
 * - a profile photo: its owner, and the people they share a booking with (their customer or their
 *   DAD), who already see that person's name (a product call: staff and customers recognise each other);
 * - a photo an approved gallery entry points at (gallery_photos.photoUrl holds one of its URLs): anyone.
 *   Admin-library images and everything else stay with admins and the uploader.
 */
@Injectable()
export class ImageAccess {
  constructor(
    @InjectRepository(BookingMediaEntity) private readonly media: Repository<BookingMediaEntity>,
    private readonly users: Users,
    @InjectRepository(GalleryPhotoEntity) private readonly gallery: Repository<GalleryPhotoEntity>,
    @Inject(BOOKING_PARTIES) private readonly parties: BookingParties,
  ) {}

  /** Editing and deleting: the uploader or an admin. */
  canManage(user: UserEntity, image: ImageEntity): boolean {
    return user.role === 'admin' || image.uploaderId === user.id;
  }

  async visibility(user: UserEntity | undefined, image: ImageEntity): Promise<ImageVisibility> {
    // Cheapest checks first: most requests are people looking at their own or their bookings' photos.
    if (user && this.canManage(user, image)) return 'private';
    if (user && (await this.isMediaOfBookingOf(user, image.id))) return 'private';
    if (user && (await this.isProfilePhotoSeenBy(user, image))) return 'private';
    if (await this.isInGallery(image.id, { approvedOnly: true })) return 'public';
    return null;
  }

  isBookingMedia(imageId: string): Promise<boolean> {
    return this.media.existsBy({ imageId });
  }

  /** The booking each of these images is a before/after photo of (the images that are not: absent). */
  async jobPhotosOf(imageIds: string[]): Promise<Map<string, { bookingId: string; mediaType: MediaType }>> {
    if (!imageIds.length) return new Map();
    const rows = await this.media.find({ select: { imageId: true, bookingId: true, mediaType: true }, where: { imageId: In(imageIds) } });
    return new Map(rows.map(({ imageId, bookingId, mediaType }) => [imageId, { bookingId, mediaType }]));
  }

  /** Whether a gallery entry (any, or only approved ones) points at one of the image's files. */
  isInGallery(imageId: string, { approvedOnly = false } = {}): Promise<boolean> {
    const query = this.gallery.createQueryBuilder('g').where('g.photoUrl LIKE :url', { url: `%/api/images/${imageId}/files/%` });
    if (approvedOnly) query.andWhere('g.isApproved = :approved', { approved: true });
    return query.getExists();
  }

  private async isMediaOfBookingOf(user: UserEntity, imageId: string): Promise<boolean> {
    const links = await this.media.find({ where: { imageId }, select: { bookingId: true } });
    return this.parties.isPartyToAny(user.id, links.map((link) => link.bookingId));
  }

  /** Only the uploader can attach an image as their photo, so the owner is the uploader. */
  private async isProfilePhotoSeenBy(user: UserEntity, image: ImageEntity): Promise<boolean> {
    if (!image.uploaderId) return false;
    const owner = await this.users.profilePhotoOwner(image.id, image.uploaderId);
    if (!owner) return false;
    return this.parties.shareABooking(owner.id, user.id);
  }
}
