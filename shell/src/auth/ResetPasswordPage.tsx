import { Alert, Button } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch, useLogoutMutation } from '@dd/api-client';
import { RESET_LINK_INVALID, resetPasswordFormSchema, type ResetPasswordForm } from '@dd/contracts/message';
import { showFieldErrors, TextField } from '@dd/ui/form-controls';
import { useDocumentTitle } from '../app/document-title';
import { AuthCard } from './AuthCard';
import { AuthI18nRoot, useAuthT } from './i18n';
import { useResetPasswordMutation } from './password.api';
import { PageSpinner } from '@dd/ui/page-spinner';
import { useUiText } from '@dd/ui/i18n';

function ResetPassword() {
  const t = useAuthT();
  const tr = useUiText();
  const [params] = useSearchParams();
  const token = params.get('token');
  const first = params.get('first') === '1';
  useDocumentTitle(first ? t('reset.documentTitle.first') : t('reset.documentTitle'));
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
      dispatch(showToast({ title: t('reset.done'), description: tr(message) }));
      navigate('/auth', { replace: true });
    } catch (error) {
      dispatch(showToast({ title: t('reset.failed'), description: tr(errorMessage(error, RESET_LINK_INVALID)), variant: 'destructive' }));
      showFieldErrors(error, setError, { password: 'password' });
    }
  });

  return (
    <AuthCard
      title={first ? t('reset.title.first') : t('reset.title')}
      intro={first ? t('reset.intro.first') : t('reset.intro')}
    >
      {token ? (
        <form onSubmit={onSubmit} noValidate aria-label={first ? t('reset.label.first') : t('reset.label')}>
          <TextField form="reset" control={control} name="password" label={first ? t('auth.password') : t('reset.newPassword')} type="password" autoComplete="new-password" />
          <TextField form="reset" control={control} name="confirmPassword" label={t('auth.confirmPassword')} type="password" autoComplete="new-password" />
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {t('reset.submit')}
          </Button>
        </form>
      ) : (
        <Alert type="error" showIcon message={tr(RESET_LINK_INVALID)} />
      )}
      <p style={{ marginTop: 16 }}>
        <Link to="/auth/forgot">{t('reset.newLink')}</Link>
      </p>
    </AuthCard>
  );
}

/**
 * /auth/reset?token=...: the emailed link. A new password, then Sign In with it. `first=1` (the "Set your
 * password" email of an account made at checkout) words it as choosing a first password, not a reset.
 */
export default function ResetPasswordPage() {
  return (
    <AuthI18nRoot fallback={<PageSpinner />}>
      <ResetPassword />
    </AuthI18nRoot>
  );
}
