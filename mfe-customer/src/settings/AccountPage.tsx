import { Button } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorMessage, showToast, useAppDispatch, useCurrentUser } from '@dd/api-client';
import { passwordFormSchema, profileInfoSchema, type PasswordForm, type ProfileInfoRequest } from '@dd/contracts/profile.schema';
import type { UserDto } from '@dd/contracts/user';
import { Optional } from '@dd/ui/form-field';
import { TextField } from '@dd/ui/form-controls';
import { PageSpinner } from '@dd/ui/page-spinner';
import { ProfilePhotoButton } from '@dd/ui/profile-photo/profile-photo-button';
import { PROFILE_PHOTO } from '@dd/ui/profile-photo/profile-photo.rules';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useUpdateProfileMutation } from '../api/portal.api';
import { PageFrame } from '@dd/ui/page-frame';

const h2 = { fontSize: 18, margin: '0 0 16px', color: brand.text } as const;
const infoResolver = zodResolver(profileInfoSchema) as unknown as Resolver<ProfileInfoRequest, unknown, z.output<typeof profileInfoSchema>>;
const passwordResolver = zodResolver(passwordFormSchema) as Resolver<PasswordForm>;

function PersonalInformation({ user }: { user: UserDto }) {
  const dispatch = useAppDispatch();
  const [update, updating] = useUpdateProfileMutation();
  const { control, handleSubmit } = useForm<ProfileInfoRequest, unknown, z.output<typeof profileInfoSchema>>({
    resolver: infoResolver,
    values: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '' },
  });
  const onSubmit = handleSubmit(async (info) => {
    try {
      await update(info).unwrap();
      dispatch(showToast({ title: 'Account updated', description: 'Your personal information has been saved.' }));
    } catch (error) {
      dispatch(showToast({ title: 'Failed to update account', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  });
  return (
    <section style={surfaceStyle} aria-labelledby="personal-information">
      <h2 id="personal-information" style={h2}>
        Personal Information
      </h2>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
        <ProfilePhotoButton user={user} size={72} maxBytes={PROFILE_PHOTO.accountMaxBytes} />
        <span style={{ color: brand.textMuted, fontSize: 13 }}>Click your photo to change it (JPG, PNG, GIF; up to 10MB).</span>
      </div>
      <form onSubmit={onSubmit} noValidate data-testid="account-form">
        <TextField control={control} name="firstName" label="First Name" form="account" autoComplete="given-name" />
        <TextField control={control} name="lastName" label="Last Name" form="account" autoComplete="family-name" />
        <TextField control={control} name="email" label="Email" form="account" type="email" autoComplete="email" />
        <TextField control={control} name="phone" label={<Optional>Phone</Optional>} form="account" type="tel" autoComplete="tel" />
        <Button type="primary" htmlType="submit" loading={updating.isLoading}>
          Save Changes
        </Button>
      </form>
    </section>
  );
}

function ChangePassword() {
  const dispatch = useAppDispatch();
  const [update, updating] = useUpdateProfileMutation();
  const { control, handleSubmit, reset } = useForm<PasswordForm>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await update({ password: newPassword, currentPassword }).unwrap();
      reset();
      dispatch(showToast({ title: 'Password updated', description: 'Your other devices have been signed out.' }));
    } catch (error) {
      dispatch(showToast({ title: 'Failed to update password', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  });
  return (
    <section style={surfaceStyle} aria-labelledby="change-password">
      <h2 id="change-password" style={h2}>
        Change Password
      </h2>
      <form onSubmit={onSubmit} noValidate data-testid="password-form">
        <TextField control={control} name="currentPassword" label="Current Password" form="password" type="password" autoComplete="current-password" />
        <TextField control={control} name="newPassword" label="New Password" form="password" type="password" autoComplete="new-password" />
        <TextField control={control} name="confirmPassword" label="Confirm New Password" form="password" type="password" autoComplete="new-password" />
        <Button type="primary" htmlType="submit" loading={updating.isLoading}>
          Update Password
        </Button>
      </form>
    </section>
  );
}

/** Account Details (/customer/settings/account and /profile; customer-side §2, §5). */
export default function AccountPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner label="Loading your account" />;
  return (
    <PageFrame title="Account Details" testId="account-page">
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))', alignItems: 'start' }}>
        <PersonalInformation user={user} />
        <ChangePassword />
      </div>
    </PageFrame>
  );
}
