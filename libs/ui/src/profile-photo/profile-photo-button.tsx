import { lazy, Suspense, useState } from 'react';
import { PROFILE_PHOTO_TEXT } from './profile-photo.rules';
import { initials } from '../format';
import { UserAvatar, type AvatarUser } from './user-avatar';

// The dialogs (and, inside them, the cropper) load on the first click.
const ProfilePhotoDialog = lazy(() => import('./profile-photo-dialog'));

export interface ProfilePhotoButtonProps {
  user: AvatarUser;
  size?: number;
  /** Passed to the dialog: 5MB by default (the sidebar), PROFILE_PHOTO.accountMaxBytes on account pages. */
  maxBytes?: number;
}

/** The user's avatar as a button that opens the profile photo dialogs. */
export function ProfilePhotoButton({ user, size = 40, maxBytes }: ProfilePhotoButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        // The initials the avatar shows (with no photo, or when it fails) are part of the name, as what
        // a control shows must be (WCAG 2.5.3; axe label-content-name-mismatch).
        aria-label={`${PROFILE_PHOTO_TEXT.updateTitle} (${initials(user.firstName, user.lastName)})`}
        title={PROFILE_PHOTO_TEXT.updateTitle}
        data-testid="profile-photo-button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        style={{ border: 0, padding: 0, background: 'none', borderRadius: '50%', cursor: 'pointer', flex: 'none', lineHeight: 0 }}
      >
        <UserAvatar user={user} size={size} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <ProfilePhotoDialog open={open} onClose={() => setOpen(false)} user={user} maxBytes={maxBytes} />
        </Suspense>
      )}
    </>
  );
}
