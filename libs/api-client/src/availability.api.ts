import type { AvailabilityResponse } from '@dd/contracts/availability';
import type { VehicleType } from '@dd/contracts/enums';
import { api } from './api';

export interface AvailabilityQuery {
  /** 'YYYY-MM-DD', business calendar days, both included. */
  from: string;
  to: string;
  packageId: string;
  vehicleType: VehicleType;
}

/** GET /api/availability (public): the arrival windows of a range, for the wizard's step 4 and Manage. */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<AvailabilityResponse, AvailabilityQuery>({
      query: ({ from, to, packageId, vehicleType }) => ({ url: '/availability', params: { from, to, packageId, vehicleType } }),
      providesTags: ['Availability'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetAvailabilityQuery } = availabilityApi;
