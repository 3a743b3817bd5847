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
import { useBeginTotpMutation, useConfirmTotpMutation } from './second-factor.api';

/** The recovery codes, shown once, until the person says they kept them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <Alert type="success" showIcon message="Two-step sign-in is on" style={{ marginBottom: 16 }} />
      <p>Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are not shown again.</p>
      <ul aria-label="Recovery codes" style={{ fontFamily: 'monospace', fontSize: 16, columns: 2, paddingLeft: 20 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="primary" block size="large" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </>
  );
}

/**
 * /auth/two-step: set up an authenticator app. Admins are sent here before anything else (their account
 * needs it); DADs and customers come from their account page.
 */
export default function TwoStepSetupPage() {
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
      <AuthCard title="Save your recovery codes" intro="You will need your authenticator app each time you sign in.">
        <RecoveryCodes codes={recoveryCodes} onDone={done} />
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      setRecoveryCodes((await confirm(values).unwrap()).recoveryCodes);
    } catch (error) {
      dispatch(showToast({ title: 'Could not turn on two-step sign-in', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  });

  // Required: an admin always, a DAD when the admin's setting asks it of every DAD.
  const intro = !user.secondFactor.required
    ? 'Protect your account with a code from your phone each time you sign in.'
    : user.role === 'dad'
      ? "Your account sees customers' homes and schedules, so it needs a second step at sign-in. Set it up to continue."
      : 'Your account can manage payments and customers, so it needs a second step at sign-in. Set it up to continue.';
  return (
    <AuthCard title="Set up two-step sign-in" intro={intro}>
      {user.secondFactor.enabled && <Alert type="info" showIcon message="Two-step sign-in is already on. Setting it up again replaces your app and recovery codes." style={{ marginBottom: 16 }} />}
      {setup.isError && <Alert type="error" showIcon message={errorMessage(setup.error, 'Could not start the set-up.')} />}
      {setup.data ? (
        <form onSubmit={onSubmit} noValidate aria-label="Set up two-step sign-in">
          <p>1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
          <img src={setup.data.qrCode} alt="QR code for your authenticator app" width={200} height={200} style={{ display: 'block', margin: '0 auto 8px' }} />
          <p style={{ fontSize: 13 }}>
            Cannot scan it? Enter this key: <code data-testid="totp-secret">{setup.data.secret}</code>
          </p>
          <p>2. Enter the 6-digit code the app shows.</p>
          <TextField form="two-step" control={control} name="code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" />
          <Button type="primary" htmlType="submit" block size="large" loading={confirming}>
            Turn on two-step sign-in
          </Button>
        </form>
      ) : (
        !setup.isError && <PageSpinner />
      )}
    </AuthCard>
  );
}
