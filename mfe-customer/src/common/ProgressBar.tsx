import { brand } from '@dd/ui/theme';

/** A labelled bar (wash points, tier progress). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} style={{ height: 10, borderRadius: 5, background: brand.border, overflow: 'hidden' }}>
      <div style={{ width: `${value}%`, height: '100%', background: brand.primary }} />
    </div>
  );
}
