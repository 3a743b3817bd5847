import { Avatar } from 'antd';
import type { UserDto } from '@dd/contracts/user';
import { initials } from '../format';
import { brand } from '../theme';

export type AvatarUser = Pick<UserDto, 'firstName' | 'lastName' | 'profilePhotoUrl'>;

/**
 * The user's photo, or their initials when there is none or it fails to load (antd's Avatar falls
 * back to its children on an image error).
 */
export function UserAvatar({ user, size = 32 }: { user: AvatarUser; size?: number }) {
  return (
    <Avatar
      size={size}
      src={user.profilePhotoUrl || undefined}
      alt={user.profilePhotoUrl ? `${user.firstName} ${user.lastName}`.trim() : undefined}
      style={{ background: brand.primary, flex: 'none' }}
      data-testid="user-avatar"
    >
      {initials(user.firstName, user.lastName)}
    </Avatar>
  );
}
