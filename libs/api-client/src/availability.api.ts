import type { AvailabilityResponse } from '@dd/contracts/availability';
import type { VehicleType } from '@dd/contracts/enums';
import { api } from './api';

export interface AvailabilityQuery {
  /** 'YYYY-MM-DD', business calendar days, both included. */
  from: string;
  to: string;
  packageId: string;
  vehicleType: VehicleType;
  /** The first vehicle's add-ons, comma-separated (their minutes lengthen the job). */
  addOnIds?: string;
  /** Vehicles 2 and 3, as vehiclesParam (@dd/contracts/add-on) writes them. */
  moreVehicles?: string;
  /** The customer's ZIP: only DADs who cover it, with the drive to it, count (issue 27). */
  zipCode?: string;
}

/** GET /api/availability (public): the arrival windows of a range, for the wizard's step 4 and Manage. */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<AvailabilityResponse, AvailabilityQuery>({
      query: ({ from, to, packageId, vehicleType, addOnIds, moreVehicles, zipCode }) => ({
        url: '/availability',
        params: { from, to, packageId, vehicleType, ...(addOnIds && { addOnIds }), ...(moreVehicles && { moreVehicles }), ...(zipCode && { zipCode: zipCode.trim().slice(0, 5) }) },
      }),
      providesTags: ['Availability'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetAvailabilityQuery } = availabilityApi;
