import { Avatar } from 'antd';
import type { UserDto } from '@dd/contracts/user';
import { initials } from '@dd/ui/format';
import { brand } from '@dd/ui/theme';

/** The user's photo, or their initials as the fallback. */
export function UserAvatar({ user, size = 32 }: { user: Pick<UserDto, 'firstName' | 'lastName' | 'profilePhotoUrl'>; size?: number }) {
  return (
    <Avatar size={size} src={user.profilePhotoUrl || undefined} style={{ background: brand.primary, flex: 'none' }} alt="">
      {initials(user.firstName, user.lastName)}
    </Avatar>
  );
}
