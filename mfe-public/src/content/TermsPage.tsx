import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../common/claims';
import { proseH2 } from '../common/layout';
import { usePublicSettings } from '../common/use-settings';
import { LEGAL_UPDATED, LegalPage } from './LegalPage';

/** /legal/terms */
export default function TermsPage() {
  const { settings } = usePublicSettings();
  return (
    <LegalPage testId="terms-page" title="Terms of Service" updated={LEGAL_UPDATED} intro="The terms that apply when you book a detail with Dad's Detailing.">
      <h2 style={proseH2}>1. The service</h2>
      <p>
        Dad's Detailing provides mobile car detailing at the address you give when you book, within our{' '}
        <Link to="/service-area">service area</Link> in Orange County, California. What each package includes is described on the{' '}
        <Link to="/packages">packages page</Link> at the time you book.
      </p>
      <h2 style={proseH2}>2. Booking</h2>
      <p>
        You book a package, an address and an arrival window: the detailer arrives within the window you chose. Bookings must be made at
        least {settings.minAdvanceBookingHours} hours before the window starts. Please make sure the vehicle is accessible at the address
        during the window and tell us in the special instructions about anything the detailer needs to know (parking, gate codes).
      </p>
      <p>
        If you book without an account, we create a customer account for you from the name, email and phone you enter at checkout and
        sign you in, so you can follow your booking.
      </p>
      <h2 style={proseH2}>3. Prices and payment</h2>
      <p>
        The price of a package depends on the vehicle size (sedan, SUV or truck) and is shown before you pay. Payments are processed by
        our card payment provider. Your card is authorized at checkout for the price of your detail, and charged only after the service is
        completed. We never see or store your full card number.
      </p>
      <h2 style={proseH2}>4. Cancellations and refunds</h2>
      <p>
        You can cancel free of charge until {settings.cancellationPolicyHours} hours before your appointment; the hold on your card is
        then released. See the <Link to="/legal/refunds">refund and cancellation policy</Link> for details.
      </p>
      <h2 style={proseH2}>5. Photos</h2>
      <p>
        Your detailer takes before and after photos of your vehicle as a record of the work; they are visible to you, your detailer and
        our staff. We show photos in our public gallery only if you agreed to it at checkout, and never with your name or licence plate.
      </p>
      <h2 style={proseH2}>6. Our responsibility</h2>
      <p>
        We are fully insured and bonded. If something is damaged during a detail, tell us as soon as possible and we will work with you
        to put it right. We are not responsible for pre-existing damage, or for items left in the vehicle.
      </p>
      <h2 style={proseH2}>7. Your account</h2>
      <p>
        Keep your sign-in details private. We may suspend accounts that are used to abuse the service or our staff.
      </p>
      <h2 style={proseH2}>8. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
