import type { ReactNode } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { LinkButton } from '@dd/ui/link-button';
import { h2Style, mutedStyle, sectionStyle } from './layout';

/** The call to action to /book that closes the marketing pages. */
export function BookCta({ title = 'Ready for a spotless car?', text, label = 'Book Your Detail' }: { title?: string; text?: ReactNode; label?: string }) {
  return (
    <section style={{ ...sectionStyle, textAlign: 'center' }} aria-label="Book a detail">
      <h2 style={h2Style}>{title}</h2>
      <p style={{ ...mutedStyle, marginBottom: 24 }}>{text ?? "Book in minutes. Your card is authorized at checkout and charged only after the job is done."}</p>
      <LinkButton to="/book" type="primary" size="large" icon={<CalendarOutlined />}>
        {label}
      </LinkButton>
    </section>
  );
}
