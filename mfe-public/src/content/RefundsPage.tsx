import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../common/claims';
import { proseH2 } from '../common/layout';
import { usePublicSettings } from '../common/use-settings';
import { InContentLanguage, Rich, useContentT } from './i18n';
import { LegalPage } from './LegalPage';

function Refunds() {
  const { settings } = usePublicSettings();
  const hours = settings.cancellationPolicyHours;
  const t = useContentT();
  return (
    <LegalPage testId="refunds-page" title={t('refunds.title')} intro={t('refunds.intro')}>
      <h2 style={proseH2}>{t('refunds.charged')}</h2>
      <p>{t('refunds.charged.text')}</p>
      <h2 style={proseH2}>{t('refunds.cancelling')}</h2>
      <p data-testid="cancellation-policy">{t('refunds.cancelling.text', { hours })}</p>
      <p>
        <Rich id="refunds.late" values={{ hours, email: CONTACT_EMAIL }} links={[<a href={`mailto:${CONTACT_EMAIL}`} />]} />
      </p>
      <h2 style={proseH2}>{t('refunds.weCancel')}</h2>
      <p>{t('refunds.weCancel.text')}</p>
      <h2 style={proseH2}>{t('refunds.after')}</h2>
      <p>{t('refunds.after.text')}</p>
      <p>
        <Rich id="refunds.seeTerms" links={[<Link to="/legal/terms" />]} />
      </p>
    </LegalPage>
  );
}

/**
 * /legal/refunds: consistent with how payment works (authorized at checkout, captured after the job,
 * the hold released on cancellation); the free-cancellation period is settings.cancellationPolicyHours.
 */
export default function RefundsPage() {
  return (
    <InContentLanguage>
      <Refunds />
    </InContentLanguage>
  );
}
