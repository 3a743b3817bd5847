import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@dd/ui/theme';
import { CONTACT_EMAIL } from '../common/claims';
import { BookCta } from '../common/cta';
import { PageHero, Prose } from '../common/layout';
import { usePublicSettings } from '../common/use-settings';
import { InContentLanguage, Rich, useContentT } from './i18n';

function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details style={{ borderBottom: `1px solid ${brand.border}`, padding: '16px 0' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600, fontSize: 17 }}>{q}</summary>
      <div style={{ marginTop: 8, color: brand.textMuted }}>{children}</div>
    </details>
  );
}

function Faq() {
  const { settings } = usePublicSettings();
  const t = useContentT();
  return (
    <div data-testid="faq-page">
      <PageHero title={t('faq.title')} text={t('faq.intro')} />
      <Prose>
        <Question q={t('faq.where')}>
          <Rich id="faq.where.a" links={[<Link to="/service-area" />]} />
        </Question>
        <Question q={t('faq.ahead')}>{t('faq.ahead.a', { hours: settings.minAdvanceBookingHours })}</Question>
        <Question q={t('faq.charged')}>{t('faq.charged.a')}</Question>
        <Question q={t('faq.cancel')}>
          <Rich id="faq.cancel.a" values={{ hours: settings.cancellationPolicyHours }} links={[<Link to="/legal/refunds" />]} />
        </Question>
        <Question q={t('faq.sizes')}>
          <Rich id="faq.sizes.a" links={[<Link to="/packages" />]} />
        </Question>
        <Question q={t('faq.home')}>{t('faq.home.a')}</Question>
        <Question q={t('faq.account')}>{t('faq.account.a')}</Question>
        <Question q={t('faq.insured')}>{t('faq.insured.a')}</Question>
        <Question q={t('faq.photos')}>
          <Rich id="faq.photos.a" links={[<Link to="/gallery" />]} />
        </Question>
        <Question q={t('faq.else')}>
          <Rich id="faq.else.a" values={{ email: CONTACT_EMAIL }} links={[<a href={`mailto:${CONTACT_EMAIL}`} />, <Link to="/contact" />]} />
        </Question>
      </Prose>
      <BookCta />
    </div>
  );
}

/** /faq: native <details>, no accordion component. Booking rules come from the settings. */
export default function FaqPage() {
  return (
    <InContentLanguage>
      <Faq />
    </InContentLanguage>
  );
}
