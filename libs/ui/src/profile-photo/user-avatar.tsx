import { Avatar } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import type { UserDto } from '@dd/contracts/user';
import { initials } from '../format';
import { brand } from '../theme';

export type AvatarUser = Pick<UserDto, 'firstName' | 'lastName' | 'profilePhotoUrl'> & Partial<Pick<UserDto, 'profilePhotoId'>>;

/**
 * The user's photo, or their initials when there is none or it fails to load (antd's Avatar falls
 * back to its children on an image error). A photo attached but still processing (an id, no URL yet)
 * shows a spinner, labelled, until useProfilePhoto fetches the user again.
 */
export function UserAvatar({ user, size = 32 }: { user: AvatarUser; size?: number }) {
  if (user.profilePhotoId && !user.profilePhotoUrl) {
    return (
      <span role="img" aria-label="Profile photo processing" data-testid="user-avatar" data-processing="true" style={{ display: 'inline-flex', flex: 'none' }}>
        <Avatar size={size} style={{ background: brand.primary, flex: 'none' }}>
          <LoadingOutlined aria-hidden />
        </Avatar>
      </span>
    );
  }
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
