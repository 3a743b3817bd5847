import { Alert } from 'antd';
import { BREAKPOINTS, useMinWidth } from '@dd/ui/use-min-width';
import { useAdminGetSystemStatusQuery } from '../api/admin.api';

/**
 * On every admin screen while the API runs the offline test gateway (no Stripe keys, or
 * PAYMENTS_MODE=test): a booking shown as paid here was paid with a test card, never with money.
 */
export function TestModeBanner() {
  const { data } = useAdminGetSystemStatusQuery();
  // On a phone the one line that matters: the operator's how-to took the banner to 165 px (issue 37 item 19).
  const wide = useMinWidth(BREAKPOINTS.md);
  if (data?.payments.mode !== 'test') return null;
  return (
    <Alert
      banner
      type="warning"
      // Persistent, not news: read politely, not announced like an error on every screen.
      role="status"
      data-testid="test-mode-banner"
      message={<strong>Test mode: payments are simulated, no card is charged.</strong>}
      description={wide ? 'Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take real payments.' : undefined}
      showIcon={wide}
    />
  );
}
