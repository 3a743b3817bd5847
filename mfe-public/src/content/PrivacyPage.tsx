import { BOOKING_DETAILS_DAYS, DELETION_DEADLINE_DAYS, MESSAGE_DAYS, SIGN_IN_LOG_DAYS } from '@dd/contracts/privacy';
import { CONTACT_EMAIL } from '../common/claims';
import { proseH2 } from '../common/layout';
import { InContentLanguage, Rich, useContentT, type ContentMessageId } from './i18n';
import { LegalPage } from './LegalPage';

const COLLECTED: ContentMessageId[] = ['privacy.collect.contact', 'privacy.collect.booking', 'privacy.collect.photos', 'privacy.collect.payment', 'privacy.collect.preferences'];

function Privacy() {
  const t = useContentT();
  return (
    <LegalPage testId="privacy-page" title={t('privacy.title')} intro={t('privacy.intro')}>
      <h2 style={proseH2}>{t('privacy.collect')}</h2>
      <ul>
        {COLLECTED.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>
      <h2 style={proseH2}>{t('privacy.use')}</h2>
      <p>{t('privacy.use.text')}</p>
      <h2 style={proseH2}>{t('privacy.share')}</h2>
      <p>{t('privacy.share.text')}</p>
      <h2 style={proseH2}>{t('privacy.photos')}</h2>
      <p>{t('privacy.photos.text')}</p>
      <h2 style={proseH2}>{t('privacy.cookies')}</h2>
      <p>{t('privacy.cookies.text')}</p>
      <h2 style={proseH2}>{t('privacy.choices')}</h2>
      <p>
        <Rich id="privacy.choices.text" values={{ days: DELETION_DEADLINE_DAYS, email: CONTACT_EMAIL }} links={[<a href={`mailto:${CONTACT_EMAIL}`} />]} />
      </p>
      <h2 style={proseH2}>{t('privacy.keep')}</h2>
      <ul>
        <li>{t('privacy.keep.account')}</li>
        <li>{t('privacy.keep.messages', { days: MESSAGE_DAYS })}</li>
        <li>{t('privacy.keep.bookingDetails', { days: BOOKING_DETAILS_DAYS })}</li>
        <li>{t('privacy.keep.records')}</li>
        <li>{t('privacy.keep.waitlistVisitors')}</li>
        <li>{t('privacy.keep.signIns', { days: SIGN_IN_LOG_DAYS })}</li>
      </ul>
    </LegalPage>
  );
}

/** /legal/privacy */
export default function PrivacyPage() {
  return (
    <InContentLanguage>
      <Privacy />
    </InContentLanguage>
  );
}
