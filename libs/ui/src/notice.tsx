import type { ReactNode } from 'react';
import { brand } from './theme';

/** A notice inside a form or step (service area, test mode, sign in instead). */
export function Notice({ tone, title, children, testId }: { tone: 'info' | 'warning' | 'success' | 'error'; title?: ReactNode; children: ReactNode; testId?: string }) {
  const color = { info: brand.primary, warning: brand.warning, success: brand.success, error: brand.error }[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-testid={testId}
      style={{ borderLeft: `4px solid ${color}`, background: `${color}14`, borderRadius: 8, padding: '12px 16px', margin: '16px 0', color: brand.text }}
    >
      {title && <strong style={{ display: 'block', marginBottom: 4 }}>{title}</strong>}
      {children}
    </div>
  );
}
