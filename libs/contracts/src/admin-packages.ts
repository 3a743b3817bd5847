import { z } from 'zod';
import { ADMIN_MESSAGES, MAX_PACKAGE_MINUTES, MIN_PACKAGE_MINUTES, priceField } from './admin-forms';
import { nameText, requiredText } from './auth';

/** The admin's packages (dad-and-admin §3, §5): the create and edit forms. */

/** A package's derived type (dad-and-admin §3): lower case, spaces to underscores, other characters removed. */
export const packageTypeOf = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

/** Features arrive as a list, or as the form's text with one per line; blank lines are dropped. */
const features = z
  .union([z.array(z.string()), z.string()], { error: ADMIN_MESSAGES.features })
  .transform((value) => (Array.isArray(value) ? value : value.split(/\r?\n/)).map((f) => f.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(200, 'Each feature must be at most 200 characters')).min(1, ADMIN_MESSAGES.features).max(30, 'At most 30 features'));

/** A package is never free: a $0.00 package is a mistake a customer could book (issue 37 item 7). Add-ons may be. */
const packagePrice = (required: string) => priceField(required).refine((price) => Number(price) > 0, ADMIN_MESSAGES.freePackage);

const packageFields = {
  name: nameText('Package name', ADMIN_MESSAGES.packageName),
  description: requiredText(ADMIN_MESSAGES.description).max(2000, 'Description must be at most 2000 characters'),
  features,
  basePriceSedans: packagePrice(ADMIN_MESSAGES.sedanPrice),
  basePriceSuvs: packagePrice(ADMIN_MESSAGES.suvPrice),
  basePriceTrucks: packagePrice(ADMIN_MESSAGES.truckPrice),
  durationMinutes: z.coerce
    .number({ error: ADMIN_MESSAGES.duration })
    .int(ADMIN_MESSAGES.durationWhole)
    .min(1, ADMIN_MESSAGES.durationWhole)
    .min(MIN_PACKAGE_MINUTES, ADMIN_MESSAGES.durationShort)
    .max(MAX_PACKAGE_MINUTES, ADMIN_MESSAGES.durationLong),
  isActive: z.boolean(),
  interiorOnly: z.boolean(),
};

/** POST /api/admin/packages. A `type` sent by the client is ignored: the server derives it from the name. */
export const createPackageSchema = z.object({ ...packageFields, isActive: packageFields.isActive.default(true), interiorOnly: packageFields.interiorOnly.default(false) });
export type CreatePackageRequest = z.input<typeof createPackageSchema>;
export type CreatePackageInput = z.output<typeof createPackageSchema>;

/** PUT /api/admin/packages/{id}: only the fields sent change (the card's toggle sends isActive alone). */
// No defaults here: a default would fill a field the admin did not send (a price edit reset interiorOnly).
export const updatePackageSchema = z.object(packageFields).partial();
export type UpdatePackageInput = z.output<typeof updatePackageSchema>;
