import type { BookingPriceLines } from '@dd/contracts/booking';
import { priceLineItems } from '@dd/domain/loyalty';
import { formatMoney } from '@dd/domain/pricing';
import { useUiText } from './i18n';
import { brand } from './theme';

type Row = { term: string; value: string; testId: string; indent?: boolean };

/**
 * How the server priced a booking: package for the vehicle size (or each vehicle's package and
 * add-ons), tier discount, reward credit and total (wizard step 5, success screen, receipt, admin
 * booking card, DAD's job sheet). Zero lines are left out.
 */
export function PriceLines({ lines, packageLabel, totalTestId = 'price-total' }: { lines: BookingPriceLines; packageLabel?: string; totalTestId?: string }) {
  const tr = useUiText();
  const rows: Row[] = priceLineItems(lines, packageLabel ?? tr('Package')).map((item) => ({ term: tr(item.term), value: formatMoney(item.amount), testId: item.key, indent: item.addOn }));
  if (lines.tierDiscount !== '0.00') rows.push({ term: lines.tierBenefit ?? tr('Tier discount'), value: `-${formatMoney(lines.tierDiscount)}`, testId: 'price-tier-discount' });
  if (lines.rewardCredit !== '0.00') rows.push({ term: tr('Reward credit'), value: `-${formatMoney(lines.rewardCredit)}`, testId: 'price-reward-credit' });
  if (lines.freeInteriorAddOn) rows.push({ term: tr('Free interior add-on (reward)'), value: formatMoney('0'), testId: 'price-addon' });
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 6 }} data-testid="price-lines">
      {rows.map(({ term, value, testId, indent }) => (
        <div key={testId} style={{ display: 'flex', justifyContent: 'space-between', gap: 16, paddingLeft: indent ? 12 : 0 }}>
          <dt style={{ color: brand.textMuted }}>{term}</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, borderTop: `1px solid ${brand.border}`, paddingTop: 8, fontWeight: 700 }}>
        <dt>{tr('Total')}</dt>
        <dd style={{ margin: 0 }} data-testid={totalTestId}>
          {formatMoney(lines.total)}
        </dd>
      </div>
    </dl>
  );
}
