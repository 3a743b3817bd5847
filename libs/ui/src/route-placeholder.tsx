import { brand } from './theme';

/**
 * Stands in for a screen that a later release brings: the route's title and a short note.
 * Plain elements on purpose: a placeholder shouldn't pull antd's Card and Typography into a remote.
 */
export function RoutePlaceholder({ title }: { title: string }) {
  return (
    <section
      data-testid="route-placeholder"
      style={{ maxWidth: 720, margin: '24px auto', padding: 24, background: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 8 }}
    >
      <h1 style={{ fontSize: 28, margin: '0 0 8px', color: brand.text }}>{title}</h1>
      <p style={{ margin: 0, color: brand.textMuted }}>This screen is coming in a later release.</p>
    </section>
  );
}
