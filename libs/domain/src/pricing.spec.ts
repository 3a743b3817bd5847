import { formatMoney, formatSurcharge, fromCents, priceFor, surchargeFor, toCents } from './pricing';

const deepClean = { basePriceSedans: '149.00', basePriceSuvs: '189.00', basePriceTrucks: '199.00' };

describe('priceFor', () => {
  it('takes the price of the vehicle type from the package', () => {
    expect(priceFor(deepClean, 'sedan')).toBe('149.00');
    expect(priceFor(deepClean, 'suv')).toBe('189.00');
    expect(priceFor(deepClean, 'truck')).toBe('199.00');
  });

  it('answers in the wire format whatever the stored spelling', () => {
    expect(priceFor({ basePriceSedans: '89', basePriceSuvs: '129.5', basePriceTrucks: ' 139.00 ' }, 'suv')).toBe('129.50');
    expect(priceFor({ basePriceSedans: '89', basePriceSuvs: '129.5', basePriceTrucks: ' 139.00 ' }, 'truck')).toBe('139.00');
  });

  it('refuses an unknown vehicle type rather than pricing it at nothing', () => {
    expect(() => priceFor(deepClean, 'boat' as never)).toThrow('Unknown vehicle type');
  });
});

describe('cents', () => {
  it('round-trips exactly where floats would drift', () => {
    // 0.1 + 0.2 !== 0.3 in floating point; in cents it is exact.
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    expect(toCents('99999999.99')).toBe(9999999999);
    expect(fromCents(-550)).toBe('-5.50');
    expect(fromCents(5)).toBe('0.05');
  });

  it('refuses what is not an amount of money', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '$5', '1,000.00']) expect(() => toCents(bad)).toThrow('Not a money amount');
    expect(() => fromCents(1.5)).toThrow('Not a whole number of cents');
  });
});

describe('display', () => {
  it('shows dollars with 2 decimals and thousands separators', () => {
    expect(formatMoney('189.00')).toBe('$189.00');
    expect(formatMoney('89')).toBe('$89.00');
    expect(formatMoney('1248.5')).toBe('$1,248.50');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney('0.05')).toBe('$0.05');
    expect(formatMoney('-20.00')).toBe('-$20.00');
  });

  it('shows the size surcharge as the packages page does (SUVs +$40, Trucks +$50)', () => {
    const tidyUp = { basePriceSedans: '89.00', basePriceSuvs: '129.00', basePriceTrucks: '139.00' };
    expect(formatSurcharge(surchargeFor(tidyUp, 'suv'))).toBe('+$40');
    expect(formatSurcharge(surchargeFor(tidyUp, 'truck'))).toBe('+$50');
    expect(formatSurcharge(surchargeFor(tidyUp, 'sedan'))).toBe('+$0');
    expect(formatSurcharge('12.50')).toBe('+$12.50');
  });
});
