import { z } from 'zod';
import { pageQuerySchema } from './paging';

/** The admin's Customers screen (dad-and-admin §3): the list, its search and tiles. */

/** GET /api/admin/customers: `q` a name or email; sort Most Recent (default) or Most Bookings. */
export const adminCustomerQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['recent', 'bookings'], { error: 'Sort must be recent or bookings' }).default('recent'),
});
export type AdminCustomerQuery = z.output<typeof adminCustomerQuerySchema>;

/** GET /api/admin/customers/summary: the Customers tiles. */
export interface AdminCustomerSummaryDto {
  totalCustomers: number;
  totalBookings: number;
  /** Rounded to a whole number. */
  avgWashPoints: number;
}

/** A customer as the admin list shows it (dad-and-admin §3). */
export interface AdminCustomerDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  totalBookings: number;
  washPoints: number;
  createdAt: string;
}
