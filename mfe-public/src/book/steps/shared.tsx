import { useEffect, useRef, type ReactNode } from 'react';
import { brand } from '@dd/ui/theme';

/** A step's heading; focus moves to it when the step shows, so screen readers hear the new step. */
export function StepHeading({ children, text }: { children: ReactNode; text?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <div style={{ marginBottom: 24 }}>
      <h2 ref={ref} tabIndex={-1} style={{ fontSize: 24, margin: 0, color: brand.text, outline: 'none' }}>
        {children}
      </h2>
      {text && <p style={{ margin: '4px 0 0', color: brand.textMuted }}>{text}</p>}
    </div>
  );
}

/** A notice inside a step (service area, test mode, sign in instead). */
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
