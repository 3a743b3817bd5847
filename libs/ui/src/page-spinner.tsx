import { PlainStyles } from './plain-styles';

/** A centred spinner (the guard's loading state, a loading screen); plain CSS, so it needs no antd. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', width: '100%' }}
      data-testid="page-spinner"
      role="status"
      aria-label={label}
    >
      <PlainStyles />
      <div className="dd-spinner" />
    </div>
  );
}
