import { useCurrentUser } from '@dd/api-client';
import { ChangePasswordForm, PersonalInfoForm } from '@dd/ui/account/account-forms';
import { Passkeys } from '@dd/ui/account/passkeys';
import { SignedInDevices } from '@dd/ui/account/signed-in-devices';
import { TwoStepStatus } from '@dd/ui/account/two-step-status';
import { PageFrame } from '@dd/ui/page-frame';
import { PageSpinner } from '@dd/ui/page-spinner';
import { ProfilePhotoButton } from '@dd/ui/profile-photo/profile-photo-button';
import { PROFILE_PHOTO } from '@dd/ui/profile-photo/profile-photo.rules';
import { brand, surfaceStyle } from '@dd/ui/theme';

const h2 = { fontSize: 18, margin: '0 0 16px', color: brand.text } as const;

/** Account Details (/customer/settings/account and /profile; customer-side §2, §5): the same forms as the DAD's account. */
export default function AccountPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner label="Loading your account" />;
  return (
    <PageFrame title="Account Details" testId="account-page">
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))', alignItems: 'start' }}>
        <section style={surfaceStyle} aria-labelledby="personal-information">
          <h2 id="personal-information" style={h2}>
            Personal Information
          </h2>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
            <ProfilePhotoButton user={user} size={72} maxBytes={PROFILE_PHOTO.accountMaxBytes} />
            <span style={{ color: brand.textMuted, fontSize: 13 }}>Click your photo to change it (JPG, PNG, GIF; up to 10MB).</span>
          </div>
          <PersonalInfoForm user={user} />
        </section>
        <section style={surfaceStyle} aria-labelledby="change-password">
          <h2 id="change-password" style={h2}>
            Change Password
          </h2>
          <ChangePasswordForm />
        </section>
        <section style={surfaceStyle} aria-labelledby="two-step">
          <h2 id="two-step" style={h2}>
            Two-Step Sign-In
          </h2>
          <TwoStepStatus user={user} />
        </section>
        <section style={surfaceStyle} aria-labelledby="passkeys">
          <h2 id="passkeys" style={h2}>
            Passkeys
          </h2>
          <Passkeys />
        </section>
        <section style={surfaceStyle} aria-labelledby="devices">
          <h2 id="devices" style={h2}>
            Signed-In Devices
          </h2>
          <SignedInDevices />
        </section>
      </div>
    </PageFrame>
  );
}
