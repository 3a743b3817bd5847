import { BOOKING_DETAILS_DAYS, DELETION_DEADLINE_DAYS, MESSAGE_DAYS, SIGN_IN_LOG_DAYS } from '@dd/contracts/privacy';
import { CONTACT_EMAIL } from '../common/claims';
import { proseH2 } from '../common/layout';
import { LEGAL_UPDATED, LegalPage } from './LegalPage';

/** /legal/privacy */
export default function PrivacyPage() {
  return (
    <LegalPage testId="privacy-page" title="Privacy Policy" updated={LEGAL_UPDATED} intro="What we collect, why, and the choices you have.">
      <h2 style={proseH2}>What we collect</h2>
      <ul>
        <li>Your name, email address and, if you give it, your phone number.</li>
        <li>The address, vehicle and special instructions of each booking.</li>
        <li>Before and after photos of your vehicle taken by your detailer.</li>
        <li>
          Payment details, handled by our card payment provider: we keep only the card brand, its last four digits and expiry, never the
          full card number.
        </li>
        <li>Your notification and contact preferences.</li>
      </ul>
      <h2 style={proseH2}>How we use it</h2>
      <p>
        To run your bookings (the detailer assigned to a booking sees your name, phone, address and vehicle), to take payment after the
        job, to contact you about your bookings, to run the wash points rewards, and, if you opted in, to send promotional emails.
      </p>
      <h2 style={proseH2}>Who we share it with</h2>
      <p>
        Our card payment provider, to authorize and charge your card; the hosting and storage services that run the site. We do not sell
        your personal information.
      </p>
      <h2 style={proseH2}>Photos</h2>
      <p>
        Booking photos are visible only to you, your detailer and our staff. We use them in the public gallery only if you agreed to it
        at checkout.
      </p>
      <h2 style={proseH2}>Cookies</h2>
      <p>
        We use one cookie, to keep you signed in. It is not used for advertising or tracking across sites, and the site works with no
        other cookies.
      </p>
      <h2 style={proseH2}>Your choices</h2>
      <p>
        You can update your details and notification preferences in your account settings. Under Account Details, Your Data, you can download
        a copy of everything we hold about you at any time, and ask us to delete your account. We answer a request to delete within{' '}
        {DELETION_DEADLINE_DAYS} days: you are signed out everywhere, and your details, cars, photos, reviews, messages, saved cards, wash points
        and sign-in history are removed. You can also email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. California residents have
        these rights under the CCPA; we do not sell or share your personal information.
      </p>
      <h2 style={proseH2}>How long we keep it</h2>
      <ul>
        <li>Your account, cars, photos and reviews: while your account is open, until you ask us to delete them.</li>
        <li>
          The emails and texts we send you, and the texts you send us: {MESSAGE_DAYS} days, or until you ask us to delete your account.
        </li>
        <li>
          The street address, your notes and where a missed appointment was recorded, of each booking: {BOOKING_DETAILS_DAYS} days after the
          booking's date, or until you ask us to delete your account.
        </li>
        <li>
          The record of each booking and payment (what was done, when, and what was paid; the city and ZIP code, not the street address): as long
          as tax and accounting law requires.
        </li>
        <li>The sign-in history (when and from which address and browser someone signed in to your account): {SIGN_IN_LOG_DAYS} days.</li>
      </ul>
    </LegalPage>
  );
}
