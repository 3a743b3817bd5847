import { Alert, Button } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch, useLogoutMutation } from '@dd/api-client';
import { RESET_LINK_INVALID, resetPasswordFormSchema, type ResetPasswordForm } from '@dd/contracts/message';
import { showFieldErrors, TextField } from '@dd/ui/form-controls';
import { useDocumentTitle } from '../app/document-title';
import { AuthCard } from './AuthCard';
import { useResetPasswordMutation } from './password.api';

/**
 * /auth/reset?token=...: the emailed link. A new password, then Sign In with it. `first=1` (the "Set your
 * password" email of an account made at checkout) words it as choosing a first password, not a reset.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const first = params.get('first') === '1';
  useDocumentTitle(first ? 'Set Your Password' : 'Reset Password');
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset({ token: token!, password }).unwrap();
      // The server signed the account out everywhere, and the message asks to sign in with the new
      // password: this tab signs out too (whoever it was signed in as), so Sign In shows, not a dashboard of 401s.
      await logout().unwrap().catch(() => undefined);
      dispatch(showToast({ title: 'Password set', description: message }));
      navigate('/auth', { replace: true });
    } catch (error) {
      dispatch(showToast({ title: 'Could not set the password', description: errorMessage(error, RESET_LINK_INVALID), variant: 'destructive' }));
      showFieldErrors(error, setError, { password: 'password' });
    }
  });

  return (
    <AuthCard
      title={first ? 'Set your password' : 'Choose a new password'}
      intro={first ? 'At least 8 characters. You then sign in with your email and this password.' : 'At least 8 characters. Every device signed in to your account will be signed out.'}
    >
      {token ? (
        <form onSubmit={onSubmit} noValidate aria-label={first ? 'Set password' : 'Reset password'}>
          <TextField form="reset" control={control} name="password" label={first ? 'Password' : 'New Password'} type="password" autoComplete="new-password" />
          <TextField form="reset" control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            Set password
          </Button>
        </form>
      ) : (
        <Alert type="error" showIcon message={RESET_LINK_INVALID} />
      )}
      <p style={{ marginTop: 16 }}>
        <Link to="/auth/forgot">Ask for a new link</Link>
      </p>
    </AuthCard>
  );
}
