import type { PackageDto } from '@dd/contracts/package';
import type { PackageEntity } from './package.entity';

export function toPackageDto(pkg: PackageEntity): PackageDto {
  return {
    id: pkg.id,
    name: pkg.name,
    type: pkg.type,
    description: pkg.description,
    features: pkg.features,
    basePriceSedans: pkg.basePriceSedans,
    basePriceSuvs: pkg.basePriceSuvs,
    basePriceTrucks: pkg.basePriceTrucks,
    durationMinutes: pkg.durationMinutes,
    isActive: pkg.isActive,
    interiorOnly: pkg.interiorOnly,
    createdAt: pkg.createdAt.toISOString(),
  };
}
