import { z } from 'zod';
import type { PackageType } from './enums';

/** Money on the wire: a decimal string with two places ("89.00"). */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/** A detailing package. Prices are decimal strings with two places ("89.00"), as on the wire. */
export const packageDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** One of the three seeded types, or derived from the name for packages admins create. */
    type: z.string() as z.ZodType<PackageType | (string & {})>,
    description: z.string(),
    features: z.array(z.string()),
    basePriceSedans: moneyText,
    basePriceSuvs: moneyText,
    basePriceTrucks: moneyText,
    durationMinutes: z.number().int(),
    isActive: z.boolean(),
    /** Done inside the car only: the weather never puts it at risk (issue 44). */
    interiorOnly: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Package' });
export type PackageDto = z.infer<typeof packageDtoSchema>;
