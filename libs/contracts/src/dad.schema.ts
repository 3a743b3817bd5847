import { z } from 'zod';
import { pageQuerySchema } from './paging';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (date: string) => DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/** GET /api/dad/bookings?date=YYYY-MM-DD: one day in America/Los_Angeles, or every booking when absent. */
export const dadBookingsQuerySchema = z.object({
  date: z.string().refine(isRealDate, 'date must be a calendar date (YYYY-MM-DD)').optional(),
});
export type DadBookingsQuery = z.output<typeof dadBookingsQuerySchema>;

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

/** POST /api/dad/bookings/{id}/start: the device location when the phone gave one (both or neither). */
export const startSessionSchema = z
  .object({ latitude: coordinate('latitude', 90).nullish(), longitude: coordinate('longitude', 180).nullish() })
  .refine((body) => (body.latitude == null) === (body.longitude == null), {
    message: 'Send latitude and longitude together, or neither',
    path: ['longitude'],
  });
export type StartSessionRequest = z.input<typeof startSessionSchema>;

/** GET /api/dad/customers: paged; `q` matches the full name, case-insensitively. */
export const dadCustomersQuerySchema = pageQuerySchema;
export type DadCustomersQuery = z.output<typeof dadCustomersQuerySchema>;
