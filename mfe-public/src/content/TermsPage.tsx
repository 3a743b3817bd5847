import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../common/claims';
import { proseH2 } from '../common/layout';
import { usePublicSettings } from '../common/use-settings';
import { InContentLanguage, Rich, useContentT } from './i18n';
import { LegalPage } from './LegalPage';

function Terms() {
  const { settings } = usePublicSettings();
  const t = useContentT();
  return (
    <LegalPage testId="terms-page" title={t('terms.title')} intro={t('terms.intro')}>
      <h2 style={proseH2}>{t('terms.service')}</h2>
      <p>
        <Rich id="terms.service.text" links={[<Link to="/service-area" />, <Link to="/packages" />]} />
      </p>
      <h2 style={proseH2}>{t('terms.booking')}</h2>
      <p>{t('terms.booking.text', { hours: settings.minAdvanceBookingHours })}</p>
      <p>{t('terms.booking.guest')}</p>
      <h2 style={proseH2}>{t('terms.prices')}</h2>
      <p>{t('terms.prices.text')}</p>
      <h2 style={proseH2}>{t('terms.cancellations')}</h2>
      <p>
        <Rich id="terms.cancellations.text" values={{ hours: settings.cancellationPolicyHours }} links={[<Link to="/legal/refunds" />]} />
      </p>
      <h2 style={proseH2}>{t('terms.photos')}</h2>
      <p>{t('terms.photos.text')}</p>
      <h2 style={proseH2}>{t('terms.responsibility')}</h2>
      <p>{t('terms.responsibility.text')}</p>
      <h2 style={proseH2}>{t('terms.account')}</h2>
      <p>{t('terms.account.text')}</p>
      <h2 style={proseH2}>{t('terms.contact')}</h2>
      <p>
        <Rich id="terms.contact.text" values={{ email: CONTACT_EMAIL }} links={[<a href={`mailto:${CONTACT_EMAIL}`} />]} />
      </p>
    </LegalPage>
  );
}

/** /legal/terms */
export default function TermsPage() {
  return (
    <InContentLanguage>
      <Terms />
    </InContentLanguage>
  );
}
