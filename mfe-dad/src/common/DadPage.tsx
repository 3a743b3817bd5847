import type { ReactNode } from 'react';
import { PageFrame } from '@dd/ui/page-frame';
import { brand } from '@dd/ui/theme';
import { useT } from '../i18n';
import { TOUCH_VARS } from './touch';

export const touchLinkStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, color: brand.primary } as const;

/**
 * A DAD screen: the shared page frame with thumb-sized plain controls (antd's are in the remote's theme).
 * No antd App: no DAD screen calls App.useApp (its dialogs are libs/ui's, its toasts the shell's), and
 * App's message, notification and modal code was a third of the dashboard's JavaScript.
 */
export function DadPage({ title, back, children, testId }: { title: ReactNode; back?: { to: string; label: string }; children: ReactNode; testId?: string }) {
  return (
    <PageFrame title={title} back={back} testId={testId}>
      <div style={{ ...TOUCH_VARS, overflowWrap: 'anywhere' }}>{children}</div>
    </PageFrame>
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

/** The back link of the screens one step from the dashboard. */
export function useBackToDashboard() {
  const t = useT();
  return { to: '/dadportal/dad', label: t('common.backToDashboard') };
}
