import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@dd/ui/theme';
import { CONTACT_EMAIL } from '../common/claims';
import { BookCta } from '../common/cta';
import { PageHero, Prose } from '../common/layout';
import { usePublicSettings } from '../common/use-settings';

function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details style={{ borderBottom: `1px solid ${brand.border}`, padding: '16px 0' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600, fontSize: 17 }}>{q}</summary>
      <div style={{ marginTop: 8, color: brand.textMuted }}>{children}</div>
    </details>
  );
}

/** /faq: native <details>, no accordion component. Booking rules come from the settings. */
export default function FaqPage() {
  const { settings } = usePublicSettings();
  return (
    <div data-testid="faq-page">
      <PageHero title="FAQ" text="Frequently asked questions about booking, payment and what to expect on the day." />
      <Prose>
        <Question q="Where do you offer service?">
          Across Orange County. See the <Link to="/service-area">service area</Link> for every ZIP code we serve; the booking form checks
          your ZIP code for you.
        </Question>
        <Question q="How far ahead do I need to book?">
          At least {settings.minAdvanceBookingHours} hours before the start of your arrival window. Choose a morning (8:00 AM-12:00 PM),
          afternoon (12:00 PM-4:00 PM) or evening (4:00 PM-8:00 PM) window.
        </Question>
        <Question q="When is my card charged?">
          Your card is authorized at checkout, which places a hold for the price of your detail. It is charged only after the job is
          done. If you cancel, the hold is released.
        </Question>
        <Question q="Can I cancel or reschedule?">
          Yes. Cancellation is free until {settings.cancellationPolicyHours} hours before your appointment. See our{' '}
          <Link to="/legal/refunds">refund and cancellation policy</Link>.
        </Question>
        <Question q="Why do SUVs and trucks cost more?">
          Bigger vehicles take longer to detail. Every package has a price for sedans, SUVs and trucks; see{' '}
          <Link to="/packages">our packages</Link>.
        </Question>
        <Question q="Do I need to be home?">
          Not necessarily. Leave access notes in the special instructions when you book (where the car is parked, gate codes) and make
          sure the car is unlocked or the keys are available.
        </Question>
        <Question q="Do I need an account to book?">
          No. Book as a guest: we create your account from your name and email at checkout, so you can follow your booking in your
          dashboard.
        </Question>
        <Question q="Are you insured?">Yes. We are fully insured and bonded.</Question>
        <Question q="Do you take photos of my car?">
          Your detailer takes before and after photos of the work, which you can see in your dashboard. With your permission we may show
          some of them in our <Link to="/gallery">gallery</Link>.
        </Question>
        <Question q="Something else?">
          Email us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or see the <Link to="/contact">contact page</Link>.
        </Question>
      </Prose>
      <BookCta />
    </div>
  );
}
