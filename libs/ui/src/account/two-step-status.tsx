import type { UserDto } from '@dd/contracts/user';
import { useUiText } from '../i18n';
import { LinkButton } from '../link-button';
import { brand } from '../theme';

/** The account pages' offer of two-step sign-in: whether it is on, and the way to the shell's set-up screen. */
export function TwoStepStatus({ user }: { user: UserDto }) {
  const enabled = !!user.secondFactor?.enabled;
  const tr = useUiText();
  return (
    <div data-testid="two-step-status">
      <p style={{ margin: '0 0 12px', color: brand.textMuted }}>
        {enabled
          ? tr('Two-step sign-in is on: signing in needs your password and a code from your authenticator app.')
          : tr('Add a code from your phone to your password, so a stolen password alone cannot open your account.')}
      </p>
      <LinkButton to="/auth/two-step" type={enabled ? 'default' : 'primary'}>
        {enabled ? tr('Set up again on a new phone') : tr('Set up two-step sign-in')}
      </LinkButton>
    </div>
  );
}
