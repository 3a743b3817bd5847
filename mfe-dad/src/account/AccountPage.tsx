import { useCurrentUser } from '@dd/api-client';
import { PersonalInfoForm } from '@dd/ui/account/account-forms';
import { AccountSecurity } from '@dd/ui/account/account-security';
import { PageSpinner } from '@dd/ui/page-spinner';
import { ProfilePhotoButton } from '@dd/ui/profile-photo/profile-photo-button';
import { PROFILE_PHOTO, PROFILE_PHOTO_TEXT } from '@dd/ui/profile-photo/profile-photo.rules';
import { brand } from '@dd/ui/theme';
import { BACK_TO_DASHBOARD, DadPage, Panel } from '../common/DadPage';

/** /dadportal/account: profile photo (upload and crop, 10MB), personal information, password (dad-and-admin §2, §5). */
export default function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <DadPage title="My Account" back={BACK_TO_DASHBOARD} testId="dad-account">
      {isLoading || !user ? (
        <PageSpinner label="Loading your account" />
      ) : (
        <>
          <Panel title="Profile Photo">
            <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
              <ProfilePhotoButton user={user} size={88} maxBytes={PROFILE_PHOTO.accountMaxBytes} />
              <p style={{ margin: 0, color: brand.textMuted }}>Tap the photo to {PROFILE_PHOTO_TEXT.updateTitle.toLowerCase()}. JPG, PNG or GIF, up to 10MB.</p>
            </div>
          </Panel>
          <Panel title="Personal Information">
            <PersonalInfoForm user={user} />
          </Panel>
          <AccountSecurity user={user} Panel={Panel} />
        </>
      )}
    </DadPage>
  );
}
