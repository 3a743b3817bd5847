import { z } from 'zod';
import { personFields } from './person';
import { pageQuerySchema } from './paging';

/** The admin's Customers screen (dad-and-admin §3): the list, its search and tiles. */

/** GET /api/admin/customers: `q` a name or email; sort Most Recent (default) or Most Bookings. */
export const adminCustomerQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['recent', 'bookings'], { error: 'Sort must be recent or bookings' }).default('recent'),
});
export type AdminCustomerQuery = z.output<typeof adminCustomerQuerySchema>;

/** GET /api/admin/customers/summary: the Customers tiles. */
export const adminCustomerSummaryDtoSchema = z
  .object({
    totalCustomers: z.number().int(),
    totalBookings: z.number().int(),
    /** Rounded to a whole number. */
    avgWashPoints: z.number().int(),
  })
  .meta({ id: 'AdminCustomerSummary' });
export type AdminCustomerSummaryDto = z.infer<typeof adminCustomerSummaryDtoSchema>;

/** A customer as the admin list shows it (dad-and-admin §3). */
export const adminCustomerDtoSchema = z
  .object({
    ...personFields,
    totalBookings: z.number().int(),
    washPoints: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomerDto = z.infer<typeof adminCustomerDtoSchema>;
