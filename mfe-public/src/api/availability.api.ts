import { api } from '@dd/api-client';
import type { AvailabilityResponse } from '@dd/contracts/availability';
import type { VehicleType } from '@dd/contracts/enums';

export interface AvailabilityQuery {
  /** 'YYYY-MM-DD', business calendar days, both included. */
  from: string;
  to: string;
  packageId: string;
  vehicleType: VehicleType;
}

/** Step 4's windows with their availability (contracts/availability.ts, public). */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<AvailabilityResponse, AvailabilityQuery>({
      query: ({ from, to, packageId, vehicleType }) => ({ url: '/availability', params: { from, to, packageId, vehicleType } }),
      providesTags: ['Availability'],
    }),
  }),
});

export const { useGetAvailabilityQuery } = availabilityApi;
