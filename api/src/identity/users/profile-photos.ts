import type { UserEntity } from './user.entity';

export const PROFILE_PHOTOS = Symbol('ProfilePhotos');
/**
 * Media: the images people attach as their photo. Identity sits below media and keeps only the
 * photo's id and URL on the account; media implements this and the composition root binds it
 * (decision record 0302).
 */
export interface ProfilePhotos {
  /** An image `user` uploaded, as their profile shows it: its id, and its URL (null while it is processing); refused as media refuses it. */
  ownPhoto(user: UserEntity, imageId: string): Promise<{ id: string; url: string | null }>;
  /** A photo that was replaced or removed: deleted with its files, unless it was uploaded for something else or is in use elsewhere. */
  discard(imageId: string): Promise<void>;
}
