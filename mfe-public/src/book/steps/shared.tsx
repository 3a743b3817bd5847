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
