import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import { forgotPasswordSchema, type ForgotPasswordRequest } from '@dd/contracts/message';
import { TextField } from '@dd/ui/form-controls';
import { AuthCard } from './AuthCard';
import { AuthI18nRoot, useAuthT } from './i18n';
import { useForgotPasswordMutation } from './password.api';
import { PageSpinner } from '@dd/ui/page-spinner';
import { useUiText } from '@dd/ui/i18n';

function ForgotPassword() {
  const t = useAuthT();
  const tr = useUiText();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const { control, handleSubmit } = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setAnswer((await forgot(values).unwrap()).message);
    } catch (error) {
      dispatch(showToast({ title: t('forgot.failed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  });

  return (
    <AuthCard title={t('auth.forgot')} intro={t('forgot.intro')}>
      {answer ? (
        <Alert type="success" showIcon message={t('forgot.checkEmail')} description={tr(answer)} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('forgot.label')}>
          <TextField form="forgot" control={control} name="email" label={t('auth.email')} type="email" autoComplete="email" placeholder="you@example.com" />
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {t('forgot.send')}
          </Button>
        </form>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to="/auth">{t('forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}

/** /auth/forgot: asks for the email; the answer is the same whether or not it has an account. */
export default function ForgotPasswordPage() {
  return (
    <AuthI18nRoot fallback={<PageSpinner />}>
      <ForgotPassword />
    </AuthI18nRoot>
  );
}
