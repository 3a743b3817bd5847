import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { CONTACT_EMAIL } from '../common/claims';
import { BookCta } from '../common/cta';
import { CardGrid, PageHero, Section } from '../common/layout';
import { formatClock, usePublicSettings } from '../common/use-settings';

/** /contact: how to reach the business; hours come from the settings. */
export default function ContactPage() {
  const { settings } = usePublicSettings();
  const items = [
    {
      icon: <MailOutlined />,
      title: 'Email',
      body: (
        <>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          <br />
          Questions about packages, and changes to a booking. Please include your booking reference if you have one.
        </>
      ),
    },
    {
      icon: <ClockCircleOutlined />,
      title: 'Office hours',
      body: (
        <>
          {formatClock(settings.businessHoursStart)} to {formatClock(settings.businessHoursEnd)}, Pacific time.
          <br />
          Details are booked in arrival windows from 8:00 AM to 8:00 PM.
        </>
      ),
    },
    {
      icon: <EnvironmentOutlined />,
      title: 'Where we work',
      body: (
        <>
          Mobile service across Orange County: we come to you. See the <Link to="/service-area">service area</Link>.
        </>
      ),
    },
  ];
  return (
    <div data-testid="contact-page">
      <PageHero title="Contact Us" text="We're happy to help with bookings, packages and anything else about your car." />
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
          Already booked? <Link to="/auth">Sign in</Link> to see your bookings in your dashboard.
        </p>
      </Section>
      <BookCta />
    </div>
  );
}
