import type { AddOnDto } from '@dd/contracts/add-on';
import type { AddOnEntity, AddOnPackageEntity } from './add-on.entity';

/** The add-ons with the packages each goes with (`links`: their add_on_packages rows). */
export function toAddOnDtos(addOns: AddOnEntity[], links: AddOnPackageEntity[]): AddOnDto[] {
  return addOns.map((addOn) => ({
    id: addOn.id,
    name: addOn.name,
    description: addOn.description,
    basePriceSedans: addOn.basePriceSedans,
    basePriceSuvs: addOn.basePriceSuvs,
    basePriceTrucks: addOn.basePriceTrucks,
    durationMinutes: addOn.durationMinutes,
    isActive: addOn.isActive,
    packageIds: links.filter((link) => link.addOnId === addOn.id).map((link) => link.packageId).sort(),
    createdAt: addOn.createdAt.toISOString(),
  }));
}
