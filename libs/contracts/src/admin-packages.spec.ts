import { createPackageSchema, updatePackageSchema } from './admin-packages';

describe('admin package forms', () => {
  const form = { name: 'Deep Clean', description: 'Inside and out', features: 'Wash\nVacuum', basePriceSedans: '100', basePriceSuvs: '120', basePriceTrucks: '140', durationMinutes: '120' };

  it('a new package is active and not interior-only unless said', () => {
    expect(createPackageSchema.parse(form)).toMatchObject({ isActive: true, interiorOnly: false });
  });

  it('an edit carries only the fields sent: a price change leaves active and interior-only as they are', () => {
    expect(updatePackageSchema.parse({ basePriceTrucks: '260' })).toEqual({ basePriceTrucks: '260.00' });
    expect(updatePackageSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});
