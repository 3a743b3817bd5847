import { useState } from 'react';
import { Button, Input, theme } from 'antd';
import { TIP_PERCENTAGES, tipSchema } from '@dd/contracts/payment';
import { formatMoney, fromCents, toCents } from '@dd/domain/pricing';
import { useUiText } from './i18n';
import { brand } from './theme';

/** A suggested tip: `percent` of the total, to the cent. */
export const suggestedTip = (total: string, percent: number) => fromCents(Math.round((toCents(total) * percent) / 100));

/**
 * Add a tip: the suggested percentages of the total and a custom amount (the receipt, and the
 * DAD's phone handed to the customer). `onTip` charges it; it resolves true when done.
 */
export function TipPicker({ total, busy, onTip, testId = 'tip-picker' }: { total: string; busy: boolean; onTip: (amount: string) => Promise<boolean>; testId?: string }) {
  const { token } = theme.useToken();
  const tr = useUiText();
  const [chosen, setChosen] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = custom.trim() ? custom.trim() : chosen;

  async function submit() {
    const parsed = tipSchema.safeParse({ amount: amount ?? '' });
    if (!parsed.success) {
      setError(tr(parsed.error.issues[0]?.message ?? 'Please choose a tip'));
      return;
    }
    setError(null);
    await onTip(parsed.data.amount);
  }

  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} style={{ display: 'grid', gap: 12 }}>
      <h3 id={`${testId}-title`} style={{ margin: 0, fontSize: 18, color: brand.text }}>
        {tr('Add a tip for your detailer')}
      </h3>
      <div role="group" aria-label={tr('Suggested tips')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {TIP_PERCENTAGES.map((percent) => {
          const value = suggestedTip(total, percent);
          const selected = chosen === value && !custom.trim();
          // A chosen option as the window picker marks one: a thicker primary border on a primary tint, the text
          // in the primary colour (never white on a fill, so no step of the switch is ever low in contrast).
          return (
            <Button
              key={percent}
              color={selected ? 'primary' : 'default'}
              variant="outlined"
              aria-pressed={selected}
              onClick={() => (setChosen(value), setCustom(''), setError(null))}
              style={{ minHeight: 44, borderWidth: selected ? 2 : 1, borderColor: selected ? token.colorPrimary : token.colorTextSecondary, background: selected ? token.colorPrimaryBg : token.colorBgContainer, fontWeight: selected ? 600 : undefined }}
            >
              {percent}% · {formatMoney(value)}
            </Button>
          );
        })}
      </div>
      <label htmlFor={`${testId}-custom`} style={{ display: 'grid', gap: 4 }}>
        {tr('Or another amount ($)')}
        <Input
          id={`${testId}-custom`}
          inputMode="decimal"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${testId}-error` : undefined}
          style={{ maxWidth: 200 }}
        />
      </label>
      {error && (
        <div id={`${testId}-error`} role="alert" style={{ color: brand.error, fontSize: 13 }}>
          {error}
        </div>
      )}
      <div>
        <Button type="primary" loading={busy} disabled={!amount} onClick={() => void submit()} style={{ minHeight: 44 }}>
          {amount && tipSchema.safeParse({ amount }).success ? tr('Add {amount} Tip', { amount: formatMoney(Number(amount).toFixed(2)) }) : tr('Add Tip')}
        </Button>
      </div>
      <p style={{ margin: 0, color: brand.textMuted, fontSize: 13 }}>{tr('Charged to the card you paid with, separately from the detail. All of it goes to your detailer.')}</p>
    </section>
  );
}
