import type { PackageType } from './enums';

/** A detailing package. Prices are decimal strings with two places ("89.00"), as on the wire. */
export interface PackageDto {
  id: string;
  name: string;
  /** One of the three seeded types, or derived from the name for packages admins create. */
  type: PackageType | (string & {});
  description: string;
  features: string[];
  basePriceSedans: string;
  basePriceSuvs: string;
  basePriceTrucks: string;
  durationMinutes: number;
  isActive: boolean;
  createdAt: string;
}
