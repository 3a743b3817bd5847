import { useCurrentUser } from '@dd/api-client';
import { PersonalInfoForm } from '@dd/ui/account/account-forms';
import { AccountSecurity } from '@dd/ui/account/account-security';
import { PageSpinner } from '@dd/ui/page-spinner';
import { ProfilePhotoButton } from '@dd/ui/profile-photo/profile-photo-button';
import { PROFILE_PHOTO } from '@dd/ui/profile-photo/profile-photo.rules';
import { brand } from '@dd/ui/theme';
import { DadPage, Panel, useBackToDashboard } from '../common/DadPage';
import { useT } from '../i18n';

/** /dadportal/account: profile photo (upload and crop, 10MB), personal information, password (dad-and-admin §2, §5). */
export default function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  const t = useT();
  const back = useBackToDashboard();
  return (
    <DadPage title={t('account.title')} back={back} testId="dad-account">
      {isLoading || !user ? (
        <PageSpinner label={t('account.loading')} />
      ) : (
        <>
          <Panel title={t('account.photo')}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
              <ProfilePhotoButton user={user} size={88} maxBytes={PROFILE_PHOTO.accountMaxBytes} />
              <p style={{ margin: 0, color: brand.textMuted }}>{t('account.photo.text')}</p>
            </div>
          </Panel>
          <Panel title={t('account.personal')}>
            <PersonalInfoForm user={user} />
          </Panel>
          <AccountSecurity user={user} Panel={Panel} />
        </>
      )}
    </DadPage>
  );
}
