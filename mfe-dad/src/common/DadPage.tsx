import type { CSSProperties, ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { PageFrame } from '@dd/ui/page-frame';
import { brand } from '@dd/ui/theme';

/**
 * Thumb-sized controls for the DAD, who works on a phone with wet or gloved hands: every control is
 * at least 44 px high (WCAG 2.5.5), text at 16 px (no zoom on focus in iOS).
 */
const touchTheme = { token: { controlHeight: 44, controlHeightLG: 48, controlHeightSM: 44, fontSize: 16 } };
/** The same sizes for the plain (non-antd) link buttons of libs/ui, which read them as CSS variables. */
const touchVars = { '--dd-control-height': '44px', '--dd-control-height-lg': '48px', '--dd-font-size': '16px' } as CSSProperties;

export const touchLinkStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, color: brand.primary } as const;

/** A DAD screen: the shared page frame with thumb-sized controls, and antd's App for modals. */
export function DadPage({ title, back, children, testId }: { title: ReactNode; back?: { to: string; label: string }; children: ReactNode; testId?: string }) {
  return (
    <ConfigProvider theme={touchTheme}>
      <App component={false}>
        <PageFrame title={title} back={back} testId={testId}>
          <div style={{ ...touchVars, overflowWrap: 'anywhere' }}>{children}</div>
        </PageFrame>
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
