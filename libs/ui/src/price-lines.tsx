import type { BookingPriceLines } from '@dd/contracts/booking';
import { formatMoney } from '@dd/domain/pricing';
import { brand } from './theme';

/**
 * How the server priced a booking: package for the vehicle size, tier discount, reward credit and
 * total (wizard step 5, success screen, receipt, admin booking card). Zero lines are left out.
 */
export function PriceLines({ lines, packageLabel = 'Package', totalTestId = 'price-total' }: { lines: BookingPriceLines; packageLabel?: string; totalTestId?: string }) {
  const rows: [string, string, string][] = [[packageLabel, formatMoney(lines.packagePrice), 'price-package']];
  if (lines.tierDiscount !== '0.00') rows.push([lines.tierBenefit ?? 'Tier discount', `-${formatMoney(lines.tierDiscount)}`, 'price-tier-discount']);
  if (lines.rewardCredit !== '0.00') rows.push(['Reward credit', `-${formatMoney(lines.rewardCredit)}`, 'price-reward-credit']);
  if (lines.freeInteriorAddOn) rows.push(['Free interior add-on (reward)', formatMoney('0'), 'price-addon']);
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 6 }} data-testid="price-lines">
      {rows.map(([term, value, testId]) => (
        <div key={testId} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
          <dt style={{ color: brand.textMuted }}>{term}</dt>
          <dd style={{ margin: 0 }} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, borderTop: `1px solid ${brand.border}`, paddingTop: 8, fontWeight: 700 }}>
        <dt>Total</dt>
        <dd style={{ margin: 0 }} data-testid={totalTestId}>
          {formatMoney(lines.total)}
        </dd>
      </div>
    </dl>
  );
}
