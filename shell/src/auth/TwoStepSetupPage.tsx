import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch, useCurrentUser } from '@dd/api-client';
import { secondFactorCodeSchema, type SecondFactorCodeRequest } from '@dd/contracts/second-factor';
import { TextField } from '@dd/ui/form-controls';
import { PageSpinner } from '@dd/ui/page-spinner';
import { startPath, useRouteTableContext } from '../layout/nav';
import { AuthCard } from './AuthCard';
import { AuthI18nRoot, useAuthT } from './i18n';
import { useBeginTotpMutation, useConfirmTotpMutation } from './second-factor.api';
import { useUiText } from '@dd/ui/i18n';

/** The recovery codes, shown once, until the person says they kept them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useAuthT();
  return (
    <>
      <Alert type="success" showIcon message={t('twoStep.on')} style={{ marginBottom: 16 }} />
      <p>{t('twoStep.keepCodes')}</p>
      <ul aria-label={t('twoStep.codes')} style={{ fontFamily: 'monospace', fontSize: 16, columns: 2, paddingLeft: 20 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="primary" block size="large" onClick={onDone}>
        {t('twoStep.saved')}
      </Button>
    </>
  );
}

function TwoStepSetup() {
  const t = useAuthT();
  const tr = useUiText();
  const { user, isLoading } = useCurrentUser();
  const [begin, setup] = useBeginTotpMutation();
  const [confirm, { isLoading: confirming }] = useConfirmTotpMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const table = useRouteTableContext();
  const { control, handleSubmit } = useForm<SecondFactorCodeRequest>({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: '' } });
  const signedIn = !!user;

  // A new secret each time the page opens: nothing is stored until a code from it comes back.
  useEffect(() => {
    if (signedIn) void begin();
  }, [signedIn, begin]);

  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  const done = () => navigate(startPath(table, user.role, 'sign-in'), { replace: true });
  if (recoveryCodes) {
    return (
      <AuthCard title={t('twoStep.saveTitle')} intro={t('twoStep.saveIntro')}>
        <RecoveryCodes codes={recoveryCodes} onDone={done} />
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      setRecoveryCodes((await confirm(values).unwrap()).recoveryCodes);
    } catch (error) {
      dispatch(showToast({ title: t('twoStep.failed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  });

  // Required: an admin always, a DAD when the admin's setting asks it of every DAD.
  const intro = !user.secondFactor.required
    ? t('twoStep.intro')
    : user.role === 'dad'
      ? t('twoStep.intro.dad')
      : t('twoStep.intro.admin');
  return (
    <AuthCard title={t('twoStep.title')} intro={intro}>
      {user.secondFactor.enabled && <Alert type="info" showIcon message={t('twoStep.already')} style={{ marginBottom: 16 }} />}
      {setup.isError && <Alert type="error" showIcon message={tr(errorMessage(setup.error, 'Could not start the set-up.'))} />}
      {setup.data ? (
        <form onSubmit={onSubmit} noValidate aria-label={t('twoStep.title')}>
          <p>{t('twoStep.scan')}</p>
          <img src={setup.data.qrCode} alt={t('twoStep.qr')} width={200} height={200} style={{ display: 'block', margin: '0 auto 8px' }} />
          <p style={{ fontSize: 13 }}>
            {t('twoStep.key')} <code data-testid="totp-secret">{setup.data.secret}</code>
          </p>
          <p>{t('twoStep.enter')}</p>
          <TextField form="two-step" control={control} name="code" label={t('twoStep.code')} autoComplete="one-time-code" inputMode="numeric" />
          <Button type="primary" htmlType="submit" block size="large" loading={confirming}>
            {t('twoStep.turnOn')}
          </Button>
        </form>
      ) : (
        !setup.isError && <PageSpinner />
      )}
    </AuthCard>
  );
}

/**
 * /auth/two-step: set up an authenticator app. Admins are sent here before anything else (their account
 * needs it); DADs and customers come from their account page.
 */
export default function TwoStepSetupPage() {
  return (
    <AuthI18nRoot fallback={<PageSpinner />}>
      <TwoStepSetup />
    </AuthI18nRoot>
  );
}
