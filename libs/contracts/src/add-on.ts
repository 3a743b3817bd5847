import { z } from 'zod';
import { nameText, requiredText } from './auth';
import { ADMIN_MESSAGES, priceField } from './admin-forms';
import { VEHICLE_TYPES, type VehicleType } from './enums';
import { ID_PATTERN, idField, optionalIdField } from './ids';
import { MAX_ADD_ONS, MAX_VEHICLES } from './booking-limits';
import { moneyText } from './package';

/**
 * Add-ons (extra services priced per vehicle size, with their own minutes) and the vehicles of one
 * booking. A booking has one to MAX_VEHICLES vehicles, each a size, a package and its add-ons; the
 * first is also the spec's booking fields (vehicleType, packageId, carId).
 */

export { MAX_ADD_ONS, MAX_VEHICLES } from './booking-limits';

export const ADD_ON_MESSAGES = {
  name: 'Add-on name is required',
  notAvailable: 'This add-on is not available',
  /** The add-on is inactive or not offered with the package chosen for that vehicle. */
  notForPackage: (addOn: string, pkg: string) => `${addOn} is not available with ${pkg}`,
  duplicate: 'Each add-on can be chosen once per vehicle',
  tooManyVehicles: `A booking can include at most ${MAX_VEHICLES} vehicles`,
  tooManyAddOns: `Choose at most ${MAX_ADD_ONS} add-ons per vehicle`,
  packagesRequired: 'Choose at least one package this add-on goes with',
  minutes: 'Extra minutes must be a whole number from 0 to 480',
  vehicleSpec: 'Each vehicle must be written as vehicleType:packageId[:addOnId,addOnId]',
  carTwice: 'Each saved car can be on the booking once',
} as const;

/** An add-on as the public and the admin see it. Prices are "25.00" strings per vehicle size, like packages'. */
export const addOnDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    basePriceSedans: moneyText,
    basePriceSuvs: moneyText,
    basePriceTrucks: moneyText,
    /** Minutes the add-on adds to the job on site. */
    durationMinutes: z.number().int(),
    isActive: z.boolean(),
    /** The packages it can be added to. */
    packageIds: z.array(z.string()),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AddOn' });
export type AddOnDto = z.infer<typeof addOnDtoSchema>;

const addOnFields = {
  name: nameText('Add-on name', ADD_ON_MESSAGES.name),
  description: requiredText(ADMIN_MESSAGES.description).max(1000, 'Description must be at most 1000 characters'),
  basePriceSedans: priceField(ADMIN_MESSAGES.sedanPrice),
  basePriceSuvs: priceField(ADMIN_MESSAGES.suvPrice),
  basePriceTrucks: priceField(ADMIN_MESSAGES.truckPrice),
  durationMinutes: z.coerce.number({ error: ADD_ON_MESSAGES.minutes }).int(ADD_ON_MESSAGES.minutes).min(0, ADD_ON_MESSAGES.minutes).max(480, ADD_ON_MESSAGES.minutes),
  isActive: z.boolean().default(true),
  packageIds: z
    .array(idField(ADD_ON_MESSAGES.packagesRequired, 'Package not found'), { error: ADD_ON_MESSAGES.packagesRequired })
    .min(1, ADD_ON_MESSAGES.packagesRequired)
    .max(50)
    .transform((ids) => [...new Set(ids)]),
};

/** POST /api/admin/add-ons. */
export const createAddOnSchema = z.object(addOnFields);
export type CreateAddOnRequest = z.input<typeof createAddOnSchema>;
export type CreateAddOnInput = z.output<typeof createAddOnSchema>;

/** PUT /api/admin/add-ons/{id}: only the fields sent change (the card's toggle sends isActive alone). */
export const updateAddOnSchema = z.object({ ...addOnFields, isActive: z.boolean() }).partial();
export type UpdateAddOnInput = z.output<typeof updateAddOnSchema>;

const addOnIds = z
  .array(idField(ADD_ON_MESSAGES.notAvailable), { error: ADD_ON_MESSAGES.notAvailable })
  .max(MAX_ADD_ONS, ADD_ON_MESSAGES.tooManyAddOns)
  .refine((ids) => new Set(ids).size === ids.length, ADD_ON_MESSAGES.duplicate);

/** POST /api/bookings `addOnIds`: the first vehicle's add-ons (optional beside the spec's fields). */
export const bookingAddOnIdsField = addOnIds.default([]);

/** One more vehicle of a booking (POST /api/bookings `moreVehicles`): its size, package, saved car and add-ons. */
export const moreVehicleSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Vehicle type must be sedan, suv or truck' }),
  packageId: idField('Please choose a package', 'This package is not available'),
  carId: optionalIdField('Car not found'),
  addOnIds: bookingAddOnIdsField,
});

/** POST /api/bookings `moreVehicles`: vehicles 2 and 3 (the first is the spec's fields). */
export const moreVehiclesField = z.array(moreVehicleSchema, { error: 'moreVehicles must be a list' }).max(MAX_VEHICLES - 1, ADD_ON_MESSAGES.tooManyVehicles).default([]);

/** A vehicle of a booking being priced or timed: what the server needs, whatever the client sent besides. */
export interface VehicleChoice {
  vehicleType: VehicleType;
  packageId: string;
  carId?: string | null;
  addOnIds: string[];
}

/** A query's list: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean)));

/** GET /api/availability and /api/bookings/quote `addOnIds`: the first vehicle's add-ons. */
export const addOnIdsParam = listParam.pipe(addOnIds);

/**
 * GET /api/availability and /api/bookings/quote `moreVehicles`: vehicles 2 and 3, each
 * `vehicleType:packageId` or `vehicleType:packageId:addOnId,addOnId`, separated by `;` or in
 * repeated parameters (vehiclesParam writes them).
 */
export const moreVehiclesParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const specs = (value === undefined ? [] : Array.isArray(value) ? value : [value]).flatMap((part) => part.split(';'));
    const vehicles: VehicleChoice[] = [];
    for (const spec of specs.filter((s) => s.trim())) {
      const [vehicleType, packageId, addOns = ''] = spec.trim().split(':');
      const ids = addOns.split(',').filter(Boolean);
      if (!VEHICLE_TYPES.includes(vehicleType as VehicleType) || !ID_PATTERN.test(packageId ?? '') || !ids.every((id) => ID_PATTERN.test(id))) {
        ctx.addIssue({ code: 'custom', message: ADD_ON_MESSAGES.vehicleSpec });
        return z.NEVER;
      }
      vehicles.push({ vehicleType: vehicleType as VehicleType, packageId, addOnIds: ids });
    }
    if (vehicles.length > MAX_VEHICLES - 1) {
      ctx.addIssue({ code: 'custom', message: ADD_ON_MESSAGES.tooManyVehicles });
      return z.NEVER;
    }
    return vehicles;
  });

/** The `moreVehicles` query value of a vehicle (what moreVehiclesParam reads). */
export const vehicleParam = (vehicle: Pick<VehicleChoice, 'vehicleType' | 'packageId' | 'addOnIds'>) =>
  [vehicle.vehicleType, vehicle.packageId, ...(vehicle.addOnIds.length ? [vehicle.addOnIds.join(',')] : [])].join(':');

/** The `moreVehicles` query value of several vehicles, in one parameter. */
export const vehiclesParam = (vehicles: Array<Pick<VehicleChoice, 'vehicleType' | 'packageId' | 'addOnIds'>>) => vehicles.map(vehicleParam).join(';');

/** One vehicle of a booking, as stored (booking_vehicles) and shown on the job sheet, receipt and admin details. */
export const bookingVehicleDtoSchema = z
  .object({
    /** 1 for the first vehicle (the spec's booking fields), then 2 and 3. */
    position: z.number().int(),
    vehicleType: z.enum(VEHICLE_TYPES),
    packageId: z.string(),
    packageName: z.string(),
    packagePrice: moneyText,
    carId: z.string().nullable(),
    car: z.object({ year: z.number().int(), make: z.string(), model: z.string(), color: z.string().nullable(), licensePlate: z.string().nullable() }).nullable(),
    addOns: z.array(z.object({ id: z.string(), name: z.string(), price: moneyText, durationMinutes: z.number().int() })),
    /** Package plus add-ons, before discounts. */
    price: moneyText,
    durationMinutes: z.number().int(),
  })
  .meta({ id: 'BookingVehicle' });
export type BookingVehicleDto = z.infer<typeof bookingVehicleDtoSchema>;
