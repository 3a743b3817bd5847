import { useId, type ReactNode } from 'react';
import { useCurrentUser } from '@dd/api-client';
import { PersonalInfoForm } from '@dd/ui/account/account-forms';
import { AccountSecurity } from '@dd/ui/account/account-security';
import { PageFrame } from '@dd/ui/page-frame';
import { PageSpinner } from '@dd/ui/page-spinner';
import { ProfilePhotoButton } from '@dd/ui/profile-photo/profile-photo-button';
import { PROFILE_PHOTO } from '@dd/ui/profile-photo/profile-photo.rules';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useT } from '../i18n';
import { YourData } from './YourData';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section style={surfaceStyle} aria-labelledby={id}>
      <h2 id={id} style={{ fontSize: 18, margin: '0 0 16px', color: brand.text }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Account Details (/customer/settings/account and /profile; customer-side §2, §5): the same forms as the DAD's account. */
export default function AccountPage() {
  const { user } = useCurrentUser();
  const t = useT();
  if (!user) return <PageSpinner label={t('account.loading')} />;
  return (
    <PageFrame title={t('account.title')} testId="account-page">
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))', alignItems: 'start' }}>
        <Panel title={t('account.personal')}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
            <ProfilePhotoButton user={user} size={72} maxBytes={PROFILE_PHOTO.accountMaxBytes} />
            <span style={{ color: brand.textMuted, fontSize: 13 }}>{t('account.photo')}</span>
          </div>
          <PersonalInfoForm user={user} />
        </Panel>
        <AccountSecurity user={user} Panel={Panel} />
        <YourData Panel={Panel} />
      </div>
    </PageFrame>
  );
}
