import type { ReactNode } from 'react';
import { brand, surfaceStyle } from '@dd/ui/theme';

/** One figure on a screen's tile row ("Total Customers 1,234"), with an optional line under it. */
export function StatTile({ label, value, note, testId }: { label: string; value: ReactNode; note?: ReactNode; testId?: string }) {
  return (
    <div style={{ ...surfaceStyle, padding: 16 }} data-testid={testId}>
      <div style={{ color: brand.textMuted, fontSize: 13 }}>{label}</div>
      <div style={{ fontSize: 26, fontWeight: 700, color: brand.text }}>{value}</div>
      {note && <div style={{ fontSize: 13, color: brand.textMuted }}>{note}</div>}
    </div>
  );
}

/** Tiles side by side, as many per row as fit (one on a phone). */
export function TileRow({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', marginBottom: 24 }}>
      {children}
    </section>
  );
}
