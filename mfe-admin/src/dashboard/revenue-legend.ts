import { formatMoney } from '@dd/domain/pricing';

const money = (value: number) => formatMoney(value.toFixed(2));

/**
 * The legend's words: the day and its amount under the pointer; with no pointer, the period and its
 * total (it read "Day: Captured: —"; issue 37 item 19).
 */
export function legendValues(days: string[], amounts: number[]) {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    day: (index: number | null) => (index == null ? `last ${days.length} days` : (days[index] ?? '')),
    captured: (value: number | null) => (value == null ? `${money(total)} in all` : money(value)),
  };
}

/** The x axis' labels: as many days as fit, the first left out on a long period (it sat under the y axis' "$0.00"). */
export const dayLabels = (days: string[], splits: number[]) => splits.map((index, i) => (i === 0 && index === 0 && days.length > 31 ? '' : (days[index] ?? '')));
