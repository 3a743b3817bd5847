import { useState } from 'react';
import { Alert, Button } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@dd/api-client';
import { EMAIL_LINK_INVALID } from '@dd/contracts/message';
import { AuthCard } from './AuthCard';
import { useConfirmEmailMutation, useUnsubscribeMutation, useRedeemDeviceLinkMutation } from './email-links.api';

interface EmailLinkProps {
  title: string;
  intro: string;
  action: string;
  redeem: (token: string) => Promise<{ message: string }>;
  isLoading: boolean;
  next: { to: string; label: string };
}

/**
 * An emailed link's page: one button that uses the token, then what happened. A button rather than
 * on load, so a mail scanner that opens the link changes nothing.
 */
function EmailLinkPage({ title, intro, action, redeem, isLoading, next }: EmailLinkProps) {
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
    <AuthCard title={title} intro={intro}>
      {!token ? (
        <Alert type="error" showIcon message={EMAIL_LINK_INVALID} />
      ) : outcome ? (
        <Alert type={outcome.type} showIcon role={outcome.type === 'error' ? 'alert' : 'status'} message={outcome.message} />
      ) : (
        <Button type="primary" block size="large" loading={isLoading} onClick={() => void onClick()}>
          {action}
        </Button>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={next.to}>{next.label}</Link>
      </p>
    </AuthCard>
  );
}

/** /email/confirm?token=...: the link sent to a new email address. */
export function ConfirmEmailPage() {
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  return (
    <EmailLinkPage
      title="Confirm your new email"
      intro="Once confirmed, you sign in with this address."
      action="Confirm email address"
      redeem={(token) => confirm({ token }).unwrap()}
      isLoading={isLoading}
      next={{ to: '/auth', label: 'Go to Sign In' }}
    />
  );
}

/** /email/unsubscribe?token=...: the footer link of promotional email. */
export function UnsubscribePage() {
  const [unsubscribe, { isLoading }] = useUnsubscribeMutation();
  return (
    <EmailLinkPage
      title="Unsubscribe"
      intro="Stop promotional emails such as reward offers. Emails about your bookings and your account still come."
      action="Unsubscribe from promotional emails"
      redeem={(token) => unsubscribe({ token }).unwrap()}
      isLoading={isLoading}
      next={{ to: '/', label: 'Back to the home page' }}
    />
  );
}

/** /auth/device?token=...: the link sent once guesses used up an account's sign-in attempts. */
export function DeviceLinkPage() {
  const [redeemLink, { isLoading }] = useRedeemDeviceLinkMutation();
  return (
    <EmailLinkPage
      title="Sign in from this browser"
      intro="Your account had many failed sign-in attempts, so a new browser needs this link first."
      action="Let this browser sign in"
      redeem={(token) => redeemLink({ token }).unwrap()}
      isLoading={isLoading}
      next={{ to: '/auth', label: 'Go to Sign In' }}
    />
  );
}
