import { Alert } from 'antd';
import { useAdminGetSystemStatusQuery } from '../api/admin.api';

/**
 * On every admin screen while the API runs the offline test gateway (no Stripe keys, or
 * PAYMENTS_MODE=test): a booking shown as paid here was paid with a test card, never with money.
 */
export function TestModeBanner() {
  const { data } = useAdminGetSystemStatusQuery();
  if (data?.payments.mode !== 'test') return null;
  return (
    <Alert
      banner
      type="warning"
      // Persistent, not news: read politely, not announced like an error on every screen.
      role="status"
      data-testid="test-mode-banner"
      message={<strong>Test mode: payments are simulated, no card is charged.</strong>}
      description="Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take real payments."
    />
  );
}
