import type { ComponentType, ReactNode } from 'react';
import type { UserDto } from '@dd/contracts/user';
import { useUiText } from '../i18n';
import { ChangePasswordForm } from './account-forms';
import { Passkeys } from './passkeys';
import { SignedInDevices } from './signed-in-devices';
import { TwoStepStatus } from './two-step-status';

/** A titled panel in the look of the page that shows these (each area frames its panels its own way). */
export type AccountPanel = ComponentType<{ title: string; children: ReactNode }>;

/** How anyone signs in, the same on every account page: password, authenticator app, passkeys, signed-in devices. */
export function AccountSecurity({ user, Panel }: { user: UserDto; Panel: AccountPanel }) {
  const tr = useUiText();
  return (
    <>
      <Panel title={tr('Change Password')}>
        <ChangePasswordForm />
      </Panel>
      <Panel title={tr('Two-Step Sign-In')}>
        <TwoStepStatus user={user} />
      </Panel>
      <Panel title={tr('Passkeys')}>
        <Passkeys />
      </Panel>
      <Panel title={tr('Signed-In Devices')}>
        <SignedInDevices />
      </Panel>
    </>
  );
}
