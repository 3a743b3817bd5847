import type { ReactNode } from 'react';
import { useUiText } from './i18n';
import { brand } from './theme';

export interface FormFieldProps {
  /** The control's id: the label points at it and the error is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The schema's message, shown under the control. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its validation message (the control gets fieldA11y's props). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  // The contracts' messages are English; the page's language has them in libs/ui's catalog.
  const tr = useUiText();
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, color: brand.text }}>
        {label}
      </label>
      {children}
      {hint && !error && <div style={{ color: brand.textMuted, fontSize: 13, marginTop: 4 }}>{hint}</div>}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
          {tr(error)}
        </div>
      )}
    </div>
  );
}

/** The id, error status and ARIA wiring of the control inside a FormField. */
export function fieldA11y(id: string, error?: string) {
  return {
    id,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/** "(optional)" after a label. */
export function Optional({ children }: { children: ReactNode }) {
  const tr = useUiText();
  return (
    <span>
      {children} <span style={{ color: brand.textMuted }}>{tr('(optional)')}</span>
    </span>
  );
}
