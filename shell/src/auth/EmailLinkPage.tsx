import { useState } from 'react';
import { Alert, Button } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@dd/api-client';
import { EMAIL_LINK_INVALID } from '@dd/contracts/message';
import { PageSpinner } from '@dd/ui/page-spinner';
import { useUiText } from '@dd/ui/i18n';
import { AuthCard } from './AuthCard';
import { AuthI18nRoot, useAuthT } from './i18n';
import { useConfirmEmailMutation, useUnsubscribeMutation, useRedeemDeviceLinkMutation } from './email-links.api';

type LinkKind = 'confirm' | 'unsubscribe' | 'device';

interface EmailLinkProps {
  kind: LinkKind;
  redeem: (token: string) => Promise<{ message: string }>;
  isLoading: boolean;
  next: { to: string; label: 'emailLink.toSignIn' | 'emailLink.home' };
}

/**
 * An emailed link's page: one button that uses the token, then what happened. A button rather than
 * on load, so a mail scanner that opens the link changes nothing.
 */
function EmailLink({ kind, redeem, isLoading, next }: EmailLinkProps) {
  const t = useAuthT();
  const tr = useUiText();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const onClick = async () => {
    try {
      setOutcome({ type: 'success', message: (await redeem(token!)).message });
    } catch (error) {
      setOutcome({ type: 'error', message: errorMessage(error, EMAIL_LINK_INVALID) });
    }
  };
  return (
    <AuthCard title={t(`emailLink.${kind}.title`)} intro={t(`emailLink.${kind}.intro`)}>
      {!token ? (
        <Alert type="error" showIcon message={tr(EMAIL_LINK_INVALID)} />
      ) : outcome ? (
        <Alert type={outcome.type} showIcon role={outcome.type === 'error' ? 'alert' : 'status'} message={tr(outcome.message)} />
      ) : (
        <Button type="primary" block size="large" loading={isLoading} onClick={() => void onClick()}>
          {t(`emailLink.${kind}.action`)}
        </Button>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={next.to}>{t(next.label)}</Link>
      </p>
    </AuthCard>
  );
}

/** The page in the reader's language (the sign-in pages' catalog); the API's answers through libs/ui's words. */
function EmailLinkPage(props: EmailLinkProps) {
  return (
    <AuthI18nRoot fallback={<PageSpinner />}>
      <EmailLink {...props} />
    </AuthI18nRoot>
  );
}

/** /email/confirm?token=...: the link sent to a new email address. */
export function ConfirmEmailPage() {
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  return (
    <EmailLinkPage
      kind="confirm"
      redeem={(token) => confirm({ token }).unwrap()}
      isLoading={isLoading}
      next={{ to: '/auth', label: 'emailLink.toSignIn' }}
    />
  );
}

/** /email/unsubscribe?token=...: the footer link of promotional email. */
export function UnsubscribePage() {
  const [unsubscribe, { isLoading }] = useUnsubscribeMutation();
  return (
    <EmailLinkPage
      kind="unsubscribe"
      redeem={(token) => unsubscribe({ token }).unwrap()}
      isLoading={isLoading}
      next={{ to: '/', label: 'emailLink.home' }}
    />
  );
}

/** /auth/device?token=...: the link sent once guesses used up an account's sign-in attempts. */
export function DeviceLinkPage() {
  const [redeemLink, { isLoading }] = useRedeemDeviceLinkMutation();
  return (
    <EmailLinkPage
      kind="device"
      redeem={(token) => redeemLink({ token }).unwrap()}
      isLoading={isLoading}
      next={{ to: '/auth', label: 'emailLink.toSignIn' }}
    />
  );
}
