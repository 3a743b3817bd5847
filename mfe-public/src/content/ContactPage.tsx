import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { CONTACT_EMAIL } from '../common/claims';
import { BookCta } from '../common/cta';
import { CardGrid, PageHero, Section } from '../common/layout';
import { formatClock, usePublicSettings } from '../common/use-settings';
import { InContentLanguage, Rich, useContentT } from './i18n';

function Contact() {
  const { settings } = usePublicSettings();
  const t = useContentT();
  const items = [
    {
      icon: <MailOutlined />,
      title: t('contact.email'),
      body: (
        <>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          <br />
          {t('contact.email.text')}
        </>
      ),
    },
    {
      icon: <ClockCircleOutlined />,
      title: t('contact.hours'),
      body: (
        <>
          {t('contact.hours.text', { from: formatClock(settings.businessHoursStart), to: formatClock(settings.businessHoursEnd) })}
          <br />
          {t('contact.hours.windows')}
        </>
      ),
    },
    {
      icon: <EnvironmentOutlined />,
      title: t('contact.where'),
      body: <Rich id="contact.where.text" links={[<Link to="/service-area" />]} />,
    },
  ];
  return (
    <div data-testid="contact-page">
      <PageHero title={t('contact.title')} text={t('contact.intro')} />
      <Section>
        <CardGrid min={260}>
          {items.map((item) => (
            <div key={item.title} style={surfaceStyle}>
              <div style={{ fontSize: 28, color: brand.primary }} aria-hidden>
                {item.icon}
              </div>
              <h2 style={{ fontSize: 20, margin: '12px 0 8px', color: brand.text }}>{item.title}</h2>
              <p style={{ margin: 0, color: brand.textMuted, lineHeight: 1.6 }}>{item.body}</p>
            </div>
          ))}
        </CardGrid>
        <p style={{ textAlign: 'center', color: brand.textMuted, marginTop: 32 }}>
          <Rich id="contact.booked" links={[<Link to="/auth" />]} />
        </p>
      </Section>
      <BookCta />
    </div>
  );
}

/** /contact: how to reach the business; hours come from the settings. */
export default function ContactPage() {
  return (
    <InContentLanguage>
      <Contact />
    </InContentLanguage>
  );
}
