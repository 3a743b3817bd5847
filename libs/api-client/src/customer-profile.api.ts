import type { CustomerProfileDto } from '@dd/contracts/dad';
import { api } from './api';

/** Who is asking: a DAD reads GET /api/customers/{id}/profile, an admin GET /api/admin/customer/{id} (dad-and-admin §7). */
export type CustomerProfileViewer = 'dad' | 'admin';

/** The customer profile both the DAD and the admin areas show (one screen, libs/ui/src/customer-profile). */
export const customerProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerProfile: build.query<CustomerProfileDto, { id: string; viewer: CustomerProfileViewer }>({
      query: ({ id, viewer }) => (viewer === 'admin' ? `/admin/customer/${encodeURIComponent(id)}` : `/customers/${encodeURIComponent(id)}/profile`),
      providesTags: (_result, _error, { id }) => [{ type: 'Customer', id }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCustomerProfileQuery } = customerProfileApi;
