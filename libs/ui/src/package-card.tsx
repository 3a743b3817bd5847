import { CheckOutlined } from '@ant-design/icons';
import type { PackageDto } from '@dd/contracts/package';
import { formatMoney } from '@dd/domain/pricing';
import { LinkButton } from './link-button';
import { plainButtonClass, PlainStyles } from './plain-styles';
import { useUiText } from './i18n';
import { brand, surfaceStyle } from './theme';

interface PackageCardBase {
  pkg: Pick<PackageDto, 'id' | 'name' | 'type' | 'description' | 'features' | 'basePriceSedans'>;
  /** An explicit price (the chosen vehicle's); otherwise the sedan base price is shown. */
  price?: string;
  /** The Most Popular badge; by default on the deep_clean package. */
  popular?: boolean;
  /** Marks the card chosen so far (the booking wizard's package step). */
  selected?: boolean;
  /** The badge's words: 'Most Popular' (home), 'Popular' (the packages page). */
  popularLabel?: string;
  /** The link's words: 'Select Package' (home), 'Book' (the packages page). */
  linkLabel?: string;
}

/**
 * Either a Select This Package button calling `onSelect`, or the Select Package link to `bookPath`
 * (the public remote's booking page: the remote names its own paths).
 */
export type PackageCardProps = PackageCardBase & ({ onSelect: (packageId: string) => void; bookPath?: never } | { bookPath: string; onSelect?: never });

/**
 * A package card (customer-side §2): name, description, price, features, optional Most Popular.
 * Plain elements (no antd): it shows on the marketing page, which counts toward first load.
 */
export function PackageCard({
  pkg,
  price,
  onSelect,
  bookPath,
  popular = pkg.type === 'deep_clean',
  selected = false,
  popularLabel,
  linkLabel,
}: PackageCardProps) {
  const tr = useUiText();
  return (
    <article
      data-testid="package-card"
      aria-current={selected || undefined}
      style={{
        ...surfaceStyle,
        position: 'relative',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        borderColor: selected ? brand.primary : popular ? brand.accent : brand.border,
        outline: selected ? `2px solid ${brand.primary}` : undefined,
        boxShadow: popular ? '0 8px 24px rgba(245, 158, 11, 0.18)' : undefined,
      }}
    >
      {popular && (
        <span
          style={{
            position: 'absolute',
            top: -12,
            right: 16,
            background: brand.accent,
            color: brand.onAccent,
            fontSize: 12,
            fontWeight: 600,
            padding: '2px 10px',
            borderRadius: 999,
          }}
        >
          {popularLabel ?? tr('Most Popular')}
        </span>
      )}
      <h3 style={{ margin: 0, fontSize: 22, color: brand.text }}>{pkg.name}</h3>
      <p style={{ margin: 0, color: brand.textMuted }}>{pkg.description}</p>
      <div>
        <div style={{ fontSize: 32, fontWeight: 700, color: brand.text }}>{formatMoney(price ?? pkg.basePriceSedans)}</div>
        <div style={{ color: brand.textMuted, fontSize: 13 }}>{price === undefined ? tr('Starting price for sedans') : tr('For your vehicle')}</div>
      </div>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
        {pkg.features.map((feature) => (
          <li key={feature} style={{ display: 'flex', gap: 8, padding: '4px 0', color: brand.text }}>
            <CheckOutlined style={{ color: brand.success, marginTop: 4 }} aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {onSelect ? (
        <button type="button" className={plainButtonClass({ type: 'primary', block: true, size: 'large' })} onClick={() => onSelect(pkg.id)}>
          <PlainStyles />
          {tr('Select This Package')}
        </button>
      ) : (
        // The wizard preselects the package named in the link (its type, stable across databases).
        <LinkButton
          to={`${bookPath}?package=${encodeURIComponent(pkg.type)}`}
          type="primary"
          block
          size="large"
          aria-label={linkLabel === undefined ? undefined : `${linkLabel} ${pkg.name}`}
        >
          {linkLabel ?? tr('Select Package')}
        </LinkButton>
      )}
    </article>
  );
}
