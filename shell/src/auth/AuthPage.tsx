import { useState } from 'react';
import { Button, Col, Flex, Row, Tabs } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { errorCode, errorMessage, showToast, useAppDispatch, useCurrentUser, useLoginMutation, useLoginSecondFactorMutation, usePasskeySignInMutation, usePasskeySignInOptionsMutation, useRegisterMutation } from '@dd/api-client';
import { loginSchema, registerFormSchema, type LoginRequest, type RegisterForm } from '@dd/contracts/auth';
import { PASSKEY_MESSAGES } from '@dd/contracts/passkeys';
import { isSecondFactorChallenge, SECOND_FACTOR_MESSAGES, secondFactorCodeSchema, type SecondFactorCodeRequest } from '@dd/contracts/second-factor';
import type { UserDto } from '@dd/contracts/user';
import { showFieldErrors, TextField } from '@dd/ui/form-controls';
import { Optional } from '@dd/ui/form-field';
import { useUiText } from '@dd/ui/i18n';
import { PageSpinner } from '@dd/ui/page-spinner';
import { TrustClaims } from '@dd/ui/trust-claims';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { afterSignInPath, routeAt, useRouteTableContext } from '../layout/nav';
import { preloadScreen } from '../remotes/registry';
import { AuthI18nRoot, useAuthT } from './i18n';


/** The page that sent the visitor here to sign in (RequirePermission's state), if any. */
const useFrom = (): unknown => (useLocation().state as { from?: unknown } | null)?.from;

function useSignedIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const table = useRouteTableContext();
  const from = useFrom();
  const t = useAuthT();
  return (user: UserDto) => {
    const to = afterSignInPath(table, user.role, from);
    // The start page's remote, screen and first data load together, before the page renders.
    const route = routeAt(table, new URL(to, 'http://app').pathname);
    if (route) preloadScreen(route, dispatch);
    dispatch(showToast({ title: t('auth.welcomeBack'), description: t('auth.welcomeBack.text') }));
    navigate(to, { replace: true });
  };
}

/** The second step, when the account has two-step sign-in: the app's code or a recovery code. */
function CodeForm({ onRestart }: { onRestart: () => void }) {
  const [verify, { isLoading }] = useLoginSecondFactorMutation();
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const t = useAuthT();
  const tr = useUiText();
  const { control, handleSubmit } = useForm<SecondFactorCodeRequest>({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      signedIn(await verify(values).unwrap());
    } catch (error) {
      dispatch(showToast({ title: t('auth.loginFailed'), description: tr(errorMessage(error, SECOND_FACTOR_MESSAGES.codeWrong)), variant: 'destructive' }));
      if (errorCode(error) === 'SECOND_FACTOR_EXPIRED') onRestart();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.twoStep')}>
      <p style={{ marginTop: 0 }}>{t('auth.twoStep.text')}</p>
      <TextField form="signin-code" control={control} name="code" label={t('auth.twoStep.code')} autoComplete="one-time-code" />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
        {t('auth.twoStep.verify')}
      </Button>
      <p style={{ margin: '12px 0 0', textAlign: 'center' }}>
        <Button type="link" onClick={onRestart}>
          {t('auth.twoStep.restart')}
        </Button>
      </p>
    </form>
  );
}

/** A passkey stands for both steps: the browser asks for the fingerprint, face or screen lock, and that is the sign-in. */
function PasskeySignIn() {
  const [options, asking] = usePasskeySignInOptionsMutation();
  const [signIn, signingIn] = usePasskeySignInMutation();
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const t = useAuthT();
  const tr = useUiText();
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;
  const start = async () => {
    try {
      const optionsJSON = (await options().unwrap()) as unknown as PublicKeyCredentialRequestOptionsJSON;
      const credential = await startAuthentication({ optionsJSON });
      signedIn(await signIn({ credential }).unwrap());
    } catch (error) {
      dispatch(showToast({ title: t('auth.loginFailed'), description: tr(errorMessage(error, PASSKEY_MESSAGES.failed)), variant: 'destructive' }));
    }
  };
  return (
    <Button block size="large" loading={asking.isLoading || signingIn.isLoading} onClick={() => void start()} style={{ marginTop: 12 }}>
      {t('auth.passkey')}
    </Button>
  );
}

function SignInForm() {
  const [login, { isLoading }] = useLoginMutation();
  const [codeStep, setCodeStep] = useState(false);
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const t = useAuthT();
  const tr = useUiText();
  const { control, handleSubmit } = useForm<LoginRequest>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await login(values).unwrap();
      if (isSecondFactorChallenge(answer)) setCodeStep(true);
      else signedIn(answer);
    } catch (error) {
      dispatch(showToast({ title: t('auth.loginFailed'), description: tr(errorMessage(error, t('auth.loginFailed.text'))), variant: 'destructive' }));
    }
  });

  if (codeStep) return <CodeForm onRestart={() => setCodeStep(false)} />;
  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.signIn')}>
        <TextField form="signin" control={control} name="email" label={t('auth.email')} type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField form="signin" control={control} name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t('auth.signIn')}
        </Button>
        <p style={{ margin: '12px 0 0', textAlign: 'center' }}>
          <Link to="/auth/forgot">{t('auth.forgot')}</Link>
        </p>
      </form>
      {/* Outside the form: its own way in, not a second submit button. */}
      <PasskeySignIn />
    </>
  );
}

type RegisterOutput = z.output<typeof registerFormSchema>;

function SignUpForm() {
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const table = useRouteTableContext();
  const from = useFrom();
  const t = useAuthT();
  const tr = useUiText();
  const { control, handleSubmit, setError } = useForm<RegisterForm, unknown, RegisterOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Public sign-up creates customers; confirmPassword is dropped by the call.
      const user = await register({ ...values, role: 'customer' }).unwrap();
      dispatch(showToast({ title: t('auth.welcome'), description: t('auth.welcome.text') }));
      navigate(afterSignInPath(table, user.role, from), { replace: true });
    } catch (error) {
      dispatch(showToast({ title: t('auth.registerFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
      showFieldErrors(error, setError, { email: 'email', password: 'password', firstName: 'firstName', lastName: 'lastName', phone: 'phone' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.signUp')}>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <TextField form="signup" control={control} name="firstName" label={t('auth.firstName')} autoComplete="given-name" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField form="signup" control={control} name="lastName" label={t('auth.lastName')} autoComplete="family-name" />
        </Col>
      </Row>
      <TextField form="signup" control={control} name="email" label={t('auth.email')} type="email" autoComplete="email" placeholder="you@example.com" />
      <TextField
        form="signup"
        control={control}
        name="phone"
        label={<Optional>{t('auth.phone')}</Optional>}
        type="tel"
        autoComplete="tel"
      />
      <TextField form="signup" control={control} name="password" label={t('auth.password')} type="password" autoComplete="new-password" />
      <TextField form="signup" control={control} name="confirmPassword" label={t('auth.confirmPassword')} type="password" autoComplete="new-password" />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
        {t('auth.createAccount')}
      </Button>
    </form>
  );
}

/** /auth (customer-side §2): Sign In and Sign Up, in the visitor's language; signed-in users go on by role. */
export default function AuthPage() {
  return (
    <AuthI18nRoot fallback={<PageSpinner />}>
      <SignInOrUp />
    </AuthI18nRoot>
  );
}

function SignInOrUp() {
  const { user, isLoading } = useCurrentUser();
  const t = useAuthT();
  const table = useRouteTableContext();
  const [tab, setTab] = useState('signin');
  const from = useFrom();

  if (isLoading || (user && !table)) return <PageSpinner />;
  if (user) return <Navigate to={afterSignInPath(table, user.role, from)} replace />;

  return (
    <Row style={{ minHeight: 'calc(100vh - 64px)' }} data-testid="auth-page">
      <Col
        xs={0}
        md={12}
        style={{ background: `linear-gradient(135deg, ${brand.primaryDark}, ${brand.primary})`, color: '#fff', padding: '64px 48px', display: 'flex' }}
      >
        <Flex vertical justify="center" gap={16} style={{ maxWidth: 480, margin: '0 auto' }}>
          <h1 style={{ color: '#fff', fontSize: 40, lineHeight: 1.2, margin: 0 }}>{t('auth.tagline')}</h1>
          <p style={{ color: 'rgba(255,255,255,0.85)', fontSize: 18, margin: 0 }}>{t('auth.subtitle')}</p>
          <Flex vertical gap={8} style={{ color: 'rgba(255,255,255,0.9)' }}>
            <TrustClaims />
          </Flex>
        </Flex>
      </Col>
      <Col xs={24} md={12} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '32px 16px' }}>
        <div style={{ ...surfaceStyle, width: '100%', maxWidth: 440, boxSizing: 'border-box' }}>
          <h2 style={{ fontSize: 28, margin: '0 0 4px', color: brand.text }}>{t('auth.heading')}</h2>
          <p style={{ color: brand.textMuted, margin: '0 0 8px' }}>{t('auth.subtitle')}</p>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'signin', label: t('auth.signIn'), children: <SignInForm /> },
              { key: 'signup', label: t('auth.signUp'), children: <SignUpForm /> },
            ]}
          />
        </div>
      </Col>
    </Row>
  );
}
