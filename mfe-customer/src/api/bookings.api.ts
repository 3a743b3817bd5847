import { injectRemoteEndpoints, toPage, type PageArgs } from '@dd/api-client';
import type { BookingDetailDto, BookingEventDto, BookingManageOptionsDto, BookingSummaryDto, RescheduleBookingRequest } from '@dd/contracts/booking';
import type { MediaType } from '@dd/contracts/enums';
import type { BookingMediaDto } from '@dd/contracts/image';
import { PAGE_SIZE_MAX, type Page } from '@dd/contracts/paging';

const bookingTag = (id: string) => ({ type: 'Booking' as const, id });

/**
 * The customer portal's booking calls: the spec's GET /api/bookings, /bookings/{id}/media, and the
 * scheduling calls of contracts/availability.ts (manage options, reschedule, cancel, history).
 * Names carry "Customer" so they never meet another remote's endpoints in the one api.
 */
export const customerBookingsApi = injectRemoteEndpoints('customer', (build) => ({
  getCustomerBookings: build.query<BookingSummaryDto[], void>({
    // My Bookings splits every booking into Upcoming and Past: the largest page the API gives.
    query: () => ({ url: '/bookings', params: { limit: PAGE_SIZE_MAX } }),
    providesTags: (result) => [{ type: 'Booking', id: 'LIST' }, ...(result ?? []).map((booking) => bookingTag(booking.id))],
  }),
  /** One page of the customer's bookings, latest first (Booking History). */
  getCustomerBookingPage: build.query<Page<BookingSummaryDto>, PageArgs>({
    query: (params) => ({ url: '/bookings', params }),
    transformResponse: toPage<BookingSummaryDto>,
    providesTags: (result) => [{ type: 'Booking', id: 'LIST' }, ...(result?.items ?? []).map((booking) => bookingTag(booking.id))],
  }),
  getCustomerBooking: build.query<BookingDetailDto, string>({
    query: (id) => `/bookings/${encodeURIComponent(id)}`,
    providesTags: (_result, _error, id) => [bookingTag(id)],
  }),
  getCustomerBookingMedia: build.query<BookingMediaDto[], { id: string; type: MediaType }>({
    query: ({ id, type }) => ({ url: `/bookings/${encodeURIComponent(id)}/media`, params: { type } }),
    providesTags: (_result, _error, { id }) => [{ type: 'BookingMedia', id }],
  }),
  getCustomerBookingEvents: build.query<BookingEventDto[], string>({
    query: (id) => `/bookings/${encodeURIComponent(id)}/events`,
    providesTags: (_result, _error, id) => [bookingTag(id)],
  }),
  getBookingManageOptions: build.query<BookingManageOptionsDto, string>({
    query: (id) => `/bookings/${encodeURIComponent(id)}/manage`,
    providesTags: (_result, _error, id) => [bookingTag(id)],
  }),
  rescheduleBooking: build.mutation<BookingSummaryDto, { id: string } & RescheduleBookingRequest>({
    query: ({ id, scheduledDate }) => ({ url: `/bookings/${encodeURIComponent(id)}/reschedule`, method: 'POST', body: { scheduledDate } }),
    invalidatesTags: (result, _error, { id }) => (result ? [bookingTag(id), { type: 'Booking', id: 'LIST' }, 'Availability'] : ['Availability']),
  }),
  /** `acceptFee`: inside the policy window, the customer confirmed the late-cancellation fee shown. */
  cancelBooking: build.mutation<BookingSummaryDto, { id: string; acceptFee?: boolean }>({
    query: ({ id, acceptFee }) => ({ url: `/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST', body: acceptFee ? { acceptFee } : {} }),
    invalidatesTags: (_result, _error, { id }) => [bookingTag(id), { type: 'Booking', id: 'LIST' }, 'Availability'],
  }),
}));

export const {
  useCustomerGetCustomerBookingsQuery,
  useCustomerGetCustomerBookingPageQuery,
  useCustomerGetCustomerBookingQuery,
  useCustomerGetCustomerBookingMediaQuery,
  useCustomerGetCustomerBookingEventsQuery,
  useCustomerGetBookingManageOptionsQuery,
  useCustomerRescheduleBookingMutation,
  useCustomerCancelBookingMutation,
} = customerBookingsApi;
