import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../common/claims';
import { proseH2 } from '../common/layout';
import { usePublicSettings } from '../common/use-settings';
import { LEGAL_UPDATED, LegalPage } from './LegalPage';

/**
 * /legal/refunds: consistent with how payment works (authorized at checkout, captured after the job,
 * the hold released on cancellation); the free-cancellation period is settings.cancellationPolicyHours.
 */
export default function RefundsPage() {
  const { settings } = usePublicSettings();
  const hours = settings.cancellationPolicyHours;
  return (
    <LegalPage
      testId="refunds-page"
      title="Refund and Cancellation Policy"
      updated={LEGAL_UPDATED}
      intro="You pay only for a detail that was done, and cancelling in good time costs nothing."
    >
      <h2 style={proseH2}>When you are charged</h2>
      <p>
        At checkout your card is authorized for the price of your detail: your bank holds that amount, but nothing is charged. Your card is
        charged only after the job is done.
      </p>
      <h2 style={proseH2}>Cancelling</h2>
      <p data-testid="cancellation-policy">
        Cancellation is free until {hours} hours before your appointment. When a booking is cancelled, the hold on your card is released
        and you are not charged. Depending on your bank, a released hold can take a few days to disappear from your statement.
      </p>
      <p>
        Less than {hours} hours before your appointment, please contact us as soon as you can at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, with your booking reference (the last 8 characters of the booking number,
        shown in your dashboard).
      </p>
      <h2 style={proseH2}>If we cancel</h2>
      <p>If we have to cancel or cannot complete your detail, the hold is released in full and you are never charged.</p>
      <h2 style={proseH2}>After the detail</h2>
      <p>
        If you are not happy with the result, contact us and we will work with you to make it right, by coming back or with a full or
        partial refund. Refunds go back to the card you paid with; banks usually show them within 5 to 10 business days.
      </p>
      <p>
        See also our <Link to="/legal/terms">terms of service</Link>.
      </p>
    </LegalPage>
  );
}
