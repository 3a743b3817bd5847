import { Alert, Button } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, showToast, useAppDispatch, useChangePasswordMutation, useUpdateProfileInfoMutation } from '@dd/api-client';
import { isNewEmail, passwordFormSchema, profileFormSchema, type PasswordForm, type ProfileInfoRequest, type UserDto } from '@dd/contracts/user';
import { showFieldErrors, TextField } from '../form-controls';
import { Optional } from '../form-field';
import { useUiText } from '../i18n';

/**
 * The personal information form (PUT /api/profile): first and last name, email, optional phone. A new
 * email address asks for the current password (the API's rule for it) and waits for the link sent
 * to it: the form keeps the address in use and says where the link went.
 */
export function PersonalInfoForm({ user }: { user: UserDto }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileInfoMutation();
  const tr = useUiText();
  const { control, handleSubmit, resetField, setError } = useForm<ProfileInfoRequest>({
    resolver: zodResolver(profileFormSchema(user.email)),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '', currentPassword: '' },
  });
  const changingEmail = isNewEmail(useWatch({ control, name: 'email' }), user.email);
  const submit = handleSubmit(async ({ currentPassword, ...values }) => {
    const changed = isNewEmail(values.email, user.email);
    try {
      const updated = await update(changed ? { ...values, currentPassword } : values).unwrap();
      resetField('email', { defaultValue: updated.email });
      resetField('currentPassword');
      const confirming = changed && updated.pendingEmail ? updated.pendingEmail : null;
      dispatch(
        showToast(
          confirming
            ? { title: tr('Check your inbox'), description: tr('We sent a link to {email}. Your email changes when you open it.', { email: confirming }) }
            : { title: tr('Account updated'), description: tr('Your personal information has been saved.') },
        ),
      );
    } catch (error) {
      dispatch(showToast({ title: tr('Failed to update account'), description: tr(errorMessage(error, 'Failed to update account')), variant: 'destructive' }));
      showFieldErrors(error, setError, { currentPassword: 'currentPassword', email: 'email', firstName: 'firstName', lastName: 'lastName', phone: 'phone' });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={tr('Personal information')} data-testid="personal-info-form">
      <TextField control={control} name="firstName" label={tr('First Name')} form="account" autoComplete="given-name" />
      <TextField control={control} name="lastName" label={tr('Last Name')} form="account" autoComplete="family-name" />
      <TextField control={control} name="email" label={tr('Email')} form="account" type="email" autoComplete="email" />
      {changingEmail && (
        <TextField control={control} name="currentPassword" label={tr('Current Password')} form="account" type="password" autoComplete="current-password" />
      )}
      {user.pendingEmail && (
        <Alert
          type="info"
          showIcon
          role="status"
          data-testid="pending-email"
          style={{ marginBottom: 16 }}
          message={tr('Waiting for confirmation: {email}', { email: user.pendingEmail })}
          description={tr('Check that inbox for our link (it works for 24 hours). Until then you sign in with {email}.', { email: user.email })}
        />
      )}
      <TextField
        control={control}
        name="phone"
        label={<Optional>{tr('Phone')}</Optional>}
        form="account"
        type="tel"
        autoComplete="tel"
      />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {tr('Save Changes')}
      </Button>
    </form>
  );
}

/** The change password form: the current password is checked by the API; the new one needs 8 characters and a matching confirmation. */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const [change, { isLoading }] = useChangePasswordMutation();
  const tr = useUiText();
  const { control, handleSubmit, reset, setError } = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change({ password: newPassword, currentPassword }).unwrap();
      reset();
      dispatch(showToast({ title: tr('Password updated'), description: tr('Use your new password next time you sign in.') }));
    } catch (error) {
      dispatch(showToast({ title: tr('Failed to update password'), description: tr(errorMessage(error, 'Failed to update password')), variant: 'destructive' }));
      showFieldErrors(error, setError, { currentPassword: 'currentPassword', password: 'newPassword' });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={tr('Change password')} data-testid="password-form">
      <TextField control={control} name="currentPassword" label={tr('Current Password')} form="password" type="password" autoComplete="current-password" />
      <TextField control={control} name="newPassword" label={tr('New Password')} form="password" type="password" autoComplete="new-password" />
      <TextField control={control} name="confirmPassword" label={tr('Confirm New Password')} form="password" type="password" autoComplete="new-password" />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {tr('Update Password')}
      </Button>
    </form>
  );
}
