import type { ReactNode } from 'react';
import { useCurrentUser } from '@dd/api-client';
import { AccountSecurity } from '@dd/ui/account/account-security';
import { PageFrame } from '@dd/ui/page-frame';
import { PageSpinner } from '@dd/ui/page-spinner';
import { surfaceStyle } from '@dd/ui/theme';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ ...surfaceStyle, marginBottom: 16 }} aria-label={title}>
      <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>{title}</h2>
      {children}
    </section>
  );
}

/** /dadportal/admin/account: the admin's own sign-in security: password, authenticator app, passkeys, signed-in devices. */
export default function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <PageFrame title="My Account" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId="admin-account">
      {isLoading || !user ? (
        <PageSpinner label="Loading your account" />
      ) : (
        <AccountSecurity user={user} Panel={Panel} />
      )}
    </PageFrame>
  );
}
