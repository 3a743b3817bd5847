import type { AvailabilityResponse } from '@dd/contracts/availability';
import type { VehicleType } from '@dd/contracts/enums';
import { api } from './api';

/** 'YYYY-MM-DD', business calendar days, both included. */
interface DateRange {
  from: string;
  to: string;
}

/** A new booking's windows (the wizard): for the vehicles, packages and add-ons chosen. */
export interface NewBookingAvailabilityQuery extends DateRange {
  bookingId?: undefined;
  packageId: string;
  vehicleType: VehicleType;
  /** The first vehicle's add-ons, comma-separated (their minutes lengthen the job). */
  addOnIds?: string;
  /** Vehicles 2 and 3, as vehiclesParam (@dd/contracts/add-on) writes them. */
  moreVehicles?: string;
  /** The customer's ZIP: only DADs who cover it, with the drive to it, count (issue 27). */
  zipCode?: string;
}

/** An existing booking's windows (Reschedule): the server sizes them for the whole booking as it stands, at its address. */
export interface BookingAvailabilityQuery extends DateRange {
  bookingId: string;
}

export type AvailabilityQuery = NewBookingAvailabilityQuery | BookingAvailabilityQuery;

/** GET /api/availability (public, the wizard's step 4) or GET /api/bookings/{id}/availability (Manage's Reschedule): the arrival windows of a range. */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<AvailabilityResponse, AvailabilityQuery>({
      query: (query) => {
        if (query.bookingId !== undefined) return { url: `/bookings/${encodeURIComponent(query.bookingId)}/availability`, params: { from: query.from, to: query.to } };
        const { from, to, packageId, vehicleType, addOnIds, moreVehicles, zipCode } = query;
        return {
          url: '/availability',
          params: { from, to, packageId, vehicleType, ...(addOnIds && { addOnIds }), ...(moreVehicles && { moreVehicles }), ...(zipCode && { zipCode: zipCode.trim().slice(0, 5) }) },
        };
      },
      providesTags: ['Availability'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetAvailabilityQuery } = availabilityApi;
