import type { ReactNode } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { LinkButton } from '@dd/ui/link-button';
import { useHomeT } from '../i18n';
import { h2Style, mutedStyle, sectionStyle } from './layout';

/** The call to action to /book that closes the marketing pages. */
export function BookCta({ title, text, label }: { title?: string; text?: ReactNode; label?: string }) {
  const t = useHomeT();
  return (
    <section style={{ ...sectionStyle, textAlign: 'center' }} aria-label={t('cta.region')}>
      <h2 style={h2Style}>{title ?? t('cta.title')}</h2>
      <p style={{ ...mutedStyle, marginBottom: 24 }}>{text ?? t('cta.text')}</p>
      <LinkButton to="/book" type="primary" size="large" icon={<CalendarOutlined aria-hidden />}>
        {label ?? t('cta.button')}
      </LinkButton>
    </section>
  );
}
