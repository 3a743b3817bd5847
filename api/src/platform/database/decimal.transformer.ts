import type { ValueTransformer } from 'typeorm';

/**
 * Money stays exact: decimal(10,2) in the database, a "89.00" string in code and on the wire.
 * MySQL already returns decimals as strings; SQLite returns numbers, which this normalises.
 */
export const decimalTransformer: ValueTransformer = {
  to: (value: string | number | null | undefined) => (value == null ? value : toMoneyString(value)),
  from: (value: string | number | null) => (value == null ? value : toMoneyString(value)),
};

export function toMoneyString(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new TypeError(`Not a decimal amount: ${value}`);
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${(fraction + '00').slice(0, 2)}`;
}

export const moneyColumn = { type: 'decimal', precision: 10, scale: 2, transformer: decimalTransformer } as const;
