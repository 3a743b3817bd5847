import type { PackageDto } from '@dd/contracts/package';
import { sizeSurcharge } from './size-surcharge';

const pkg = (sedan: string, suv: string, truck: string) => ({ basePriceSedans: sedan, basePriceSuvs: suv, basePriceTrucks: truck }) as PackageDto;

describe('sizeSurcharge', () => {
  const seeded = [pkg('89.00', '129.00', '139.00'), pkg('149.00', '189.00', '199.00'), pkg('249.00', '289.00', '299.00')];

  it("reads the spec's figures off the seeded prices", () => {
    expect(sizeSurcharge(seeded, 'sedan')).toBe('Base price');
    expect(sizeSurcharge(seeded, 'suv')).toBe('+$40');
    expect(sizeSurcharge(seeded, 'truck')).toBe('+$50');
  });

  it('says "from" the smallest when packages differ, and shows cents only when there are some', () => {
    expect(sizeSurcharge([...seeded, pkg('100.00', '135.50', '160.00')], 'suv')).toBe('from +$35.50');
  });
});
