import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { brand } from '@dd/ui/theme';

/**
 * Thumb-sized controls for the DAD, who works on a phone with wet or gloved hands: every control is
 * at least 44 px high (WCAG 2.5.5), text at 16 px (no zoom on focus in iOS).
 */
const touchTheme = { token: { controlHeight: 44, controlHeightLG: 48, controlHeightSM: 44, fontSize: 16 } };

export const touchLinkStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, color: brand.primary } as const;

/** A DAD screen: the phone-first column, an optional back link, the title; antd's App for modals. */
export function DadPage({ title, back, children, testId, wide }: { title: ReactNode; back?: { to: string; label: string }; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <ConfigProvider theme={touchTheme}>
      <App component={false}>
        <div data-testid={testId} style={{ maxWidth: wide ? 1100 : 760, margin: '0 auto', padding: '16px 16px 48px', boxSizing: 'border-box', width: '100%', overflowWrap: 'anywhere' }}>
          {back && (
            <Link to={back.to} style={touchLinkStyle}>
              <ArrowLeftOutlined aria-hidden /> {back.label}
            </Link>
          )}
          <h1 style={{ fontSize: 26, margin: '4px 0 16px', color: brand.text }}>{title}</h1>
          {children}
        </div>
      </App>
    </ConfigProvider>
  );
}

/** A white panel with a heading. */
export function Panel({ title, children, testId, action }: { title?: ReactNode; children: ReactNode; testId?: string; action?: ReactNode }) {
  return (
    <section data-testid={testId} style={{ background: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 12, padding: 16, marginBottom: 16 }}>
      {(title || action) && (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
          {title && <h2 style={{ fontSize: 18, margin: 0, color: brand.text }}>{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

export const BACK_TO_DASHBOARD = { to: '/dadportal/dad', label: 'Back to Dashboard' } as const;
