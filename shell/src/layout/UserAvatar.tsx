/** The avatar lives in libs/ui beside the profile photo dialogs, which show it too. */
export { UserAvatar } from '@dd/ui/profile-photo/user-avatar';
