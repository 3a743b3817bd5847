import { z } from 'zod';
import { requiredText } from './auth';
import { VEHICLE_TYPES } from './enums';

/** The oldest model year the car form takes; the newest is next calendar year (customer-side §5). */
export const MIN_CAR_YEAR = 1900;
export const maxCarYear = (now = new Date()) => now.getFullYear() + 1;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((text) => text || null);

/** POST /api/cars and PUT /api/cars/{id}: the car form (customer-side §5), shared by the API and the dialog. */
export const carSchema = z.object({
  make: requiredText('Make is required').max(50, 'Make must be at most 50 characters'),
  model: requiredText('Model is required').max(50, 'Model must be at most 50 characters'),
  year: z.coerce
    .number({ error: 'Year is required' })
    .int('Year must be a whole number')
    .refine((year) => year >= MIN_CAR_YEAR && year <= maxCarYear(), { error: () => `Year must be between ${MIN_CAR_YEAR} and ${maxCarYear()}` }),
  color: optionalText(30, 'Color must be at most 30 characters'),
  licensePlate: optionalText(20, 'License plate must be at most 20 characters'),
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Vehicle type must be sedan, suv or truck' }),
  isDefault: z.boolean().optional(),
});
export type CarRequest = z.input<typeof carSchema>;
export type CarInput = z.output<typeof carSchema>;

/** A car as the API answers it (GET /api/cars). */
export const carDtoSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    color: z.string().nullable(),
    licensePlate: z.string().nullable(),
    vehicleType: z.enum(VEHICLE_TYPES),
    isDefault: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Car' });
export type CarDto = z.infer<typeof carDtoSchema>;
