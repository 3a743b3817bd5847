import type { ReactNode } from 'react';
import { Switch } from 'antd';
import { formatMoney } from '@dd/domain/pricing';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { StateTag } from './state-tag';

/** What the Packages and Add-ons screens sell: a name, a description, a price per vehicle size and minutes. */
export interface CatalogItem {
  id: string;
  name: string;
  description: string;
  basePriceSedans: string;
  basePriceSuvs: string;
  basePriceTrucks: string;
  durationMinutes: number;
  isActive: boolean;
}

interface CatalogCardProps {
  item: CatalogItem;
  testId: string;
  /** The card's data attribute naming the item ({ 'data-package-id': id }). */
  idAttribute: Record<`data-${string}`, string>;
  /** The minutes' label: 'Duration' (packages), 'Extra time' (add-ons). */
  minutesLabel: string;
  /** What the switch's state means to customers, on and off. */
  activeText: [on: string, off: string];
  toggling: boolean;
  onToggle: (isActive: boolean) => void;
  /** Below the prices: the card's own lines and its buttons. */
  children: ReactNode;
}

/** One package or add-on on its admin screen: state, the Active switch, description, prices per size and minutes. */
export function CatalogCard({ item, testId, idAttribute, minutesLabel, activeText, toggling, onToggle, children }: CatalogCardProps) {
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 8 }} data-testid={testId} {...idAttribute}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'start' }}>
        <h2 style={{ fontSize: 20, margin: 0 }}>{item.name}</h2>
        <StateTag tone={item.isActive ? 'good' : 'neutral'}>{item.isActive ? 'Active' : 'Inactive'}</StateTag>
      </div>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Switch checked={item.isActive} loading={toggling} onChange={onToggle} aria-label={`${item.name} active`} />
        <span>{item.isActive ? activeText[0] : activeText[1]}</span>
      </label>
      <p style={{ margin: 0, color: brand.textMuted }}>{item.description}</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 4, margin: 0 }}>
        {[
          ['Sedan', formatMoney(item.basePriceSedans)],
          ['SUV', formatMoney(item.basePriceSuvs)],
          ['Truck', formatMoney(item.basePriceTrucks)],
          [minutesLabel, `${item.durationMinutes} min`],
        ].map(([label, value]) => (
          <div key={label}>
            <dt style={{ fontSize: 12, color: brand.textMuted }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
