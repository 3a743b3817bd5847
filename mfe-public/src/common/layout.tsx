import type { CSSProperties, ReactNode } from 'react';
import { brand, layout, surfaceStyle } from '@dd/ui/theme';

/**
 * The public pages' building blocks, in plain elements and inline styles: these pages count toward
 * a visitor's first load, so they stay off antd's heavier components (Card, Typography, Statistic).
 */

export const sectionStyle: CSSProperties = { maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: '56px 16px', boxSizing: 'border-box' };
export const h2Style: CSSProperties = { fontSize: 30, margin: '0 0 8px', textAlign: 'center', color: brand.text };
export const mutedStyle: CSSProperties = { color: brand.textMuted, margin: 0 };

/**
 * Cards that wrap from three columns on wide screens to one on phones, without media queries.
 * `fit` stretches a short row across the width (a fixed set: packages, stats); lists keep columns.
 */
export function CardGrid({ children, min = 300, gap = 24, fit = false }: { children: ReactNode; min?: number; gap?: number; fit?: boolean }) {
  const columns = `repeat(${fit ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${min}px), 1fr))`;
  return <div style={{ display: 'grid', gridTemplateColumns: columns, gap, alignItems: 'stretch' }}>{children}</div>;
}

export function Section({ title, subtitle, children, id, style }: { title?: string; subtitle?: ReactNode; children: ReactNode; id?: string; style?: CSSProperties }) {
  const headingId = id ?? (title ? title.toLowerCase().replace(/[^a-z0-9]+/g, '-') : undefined);
  return (
    <section style={{ ...sectionStyle, ...style }} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} style={h2Style}>
          {title}
        </h2>
      )}
      {subtitle && <p style={{ ...mutedStyle, textAlign: 'center', marginBottom: 32 }}>{subtitle}</p>}
      {!subtitle && title && <div style={{ height: 24 }} />}
      {children}
    </section>
  );
}

/** The blue band at the top of a page; its h1 is the page's one level-1 heading. */
export function PageHero({ title, eyebrow, text, children }: { title: ReactNode; eyebrow?: ReactNode; text?: ReactNode; children?: ReactNode }) {
  return (
    <section style={{ background: `linear-gradient(135deg, ${brand.primaryDark}, ${brand.primary})`, color: '#fff' }}>
      <div style={{ ...sectionStyle, padding: '56px 16px' }}>
        {eyebrow && (
          <span
            style={{
              display: 'inline-flex',
              gap: 6,
              alignItems: 'center',
              background: 'rgba(255,255,255,0.15)',
              border: '1px solid rgba(255,255,255,0.35)',
              borderRadius: 999,
              padding: '4px 12px',
              fontSize: 13,
              marginBottom: 16,
            }}
          >
            {eyebrow}
          </span>
        )}
        <h1 style={{ color: '#fff', fontSize: 'clamp(32px, 5vw, 48px)', lineHeight: 1.15, margin: 0 }}>{title}</h1>
        {text && <p style={{ color: 'rgba(255,255,255,0.88)', fontSize: 18, maxWidth: 680, margin: '16px 0 0' }}>{text}</p>}
        {children && <div style={{ marginTop: 24 }}>{children}</div>}
      </div>
    </section>
  );
}

export interface Feature {
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

/** Icon, title and text in panels: How It Works, why choose us, trust. */
export function FeatureGrid({ items, numbered = false, min = 240 }: { items: readonly Feature[]; numbered?: boolean; min?: number }) {
  return (
    <CardGrid min={min} fit>
      {items.map((item, index) => (
        <div key={item.title} style={{ ...surfaceStyle, textAlign: 'center' }}>
          <div style={{ fontSize: 32, color: brand.primary }} aria-hidden>
            {item.icon}
          </div>
          <h3 style={{ fontSize: 20, margin: '12px 0 8px', color: brand.text }}>
            {numbered ? `${index + 1}. ` : ''}
            {item.title}
          </h3>
          <p style={mutedStyle}>{item.text}</p>
        </div>
      ))}
    </CardGrid>
  );
}

export interface Stat {
  value: string;
  label: string;
}

/** Big figures in a row (the marketing claims of customer-side §1). */
export function StatStrip({ items, label }: { items: readonly Stat[]; label: string }) {
  return (
    <section style={{ background: brand.surface, borderTop: `1px solid ${brand.border}`, borderBottom: `1px solid ${brand.border}` }} aria-label={label}>
      <div style={{ ...sectionStyle, paddingTop: 40, paddingBottom: 40 }}>
        <CardGrid min={200} fit>
          {items.map((item) => (
            <div key={item.label} style={{ textAlign: 'center' }} data-testid="stat">
              <div style={{ fontSize: 40, fontWeight: 700, color: brand.primary }}>{item.value}</div>
              <div style={{ color: brand.textMuted }}>{item.label}</div>
            </div>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}

/** A panel for text pages (about, legal, FAQ). */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <article style={{ ...sectionStyle, maxWidth: 820, lineHeight: 1.7, color: brand.text }}>
      {children}
    </article>
  );
}

export const proseH2: CSSProperties = { fontSize: 22, margin: '32px 0 8px', color: brand.text };
