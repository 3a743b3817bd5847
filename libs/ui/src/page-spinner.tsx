import { useUiText } from './i18n';
import { PlainStyles } from './plain-styles';

/** A centred spinner (the guard's loading state, a loading screen); plain CSS, so it needs no antd. */
export function PageSpinner({ label }: { label?: string }) {
  const tr = useUiText();
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', width: '100%' }}
      data-testid="page-spinner"
      role="status"
      aria-label={label ?? tr('Loading')}
    >
      <PlainStyles />
      <div className="dd-spinner" />
    </div>
  );
}
