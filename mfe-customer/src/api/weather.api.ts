import { injectRemoteEndpoints } from '@dd/api-client';
import type { BookingSummaryDto, RescheduleBookingRequest } from '@dd/contracts/booking';
import type { BookingWeatherDto, WeatherRiskDto } from '@dd/contracts/weather';

const bookingTag = (id: string) => ({ type: 'Booking' as const, id });

/** A booking's weather risk, as the day-before pass found it, and the customer's keep-or-move answer (issue 44). */
export const weatherApi = injectRemoteEndpoints('customer', (build) => ({
  getBookingWeather: build.query<BookingWeatherDto, string>({ query: (id) => `/bookings/${encodeURIComponent(id)}/weather`, providesTags: (_result, _error, id) => [bookingTag(id)] }),
  keepWeatherBooking: build.mutation<WeatherRiskDto, string>({
    query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}/weather/keep`, method: 'POST' }),
    invalidatesTags: (_result, _error, id) => [bookingTag(id)],
  }),
  /** The move: bookings' reschedule without the policy window or the move limit, no fee. */
  moveWeatherBooking: build.mutation<BookingSummaryDto, { id: string } & RescheduleBookingRequest>({
    query: ({ id, scheduledDate }) => ({ url: `/bookings/${encodeURIComponent(id)}/weather/move`, method: 'POST', body: { scheduledDate } }),
    invalidatesTags: (result, _error, { id }) => (result ? [bookingTag(id), { type: 'Booking', id: 'LIST' }, 'Availability'] : ['Availability']),
  }),
}));

export const { useCustomerGetBookingWeatherQuery, useCustomerKeepWeatherBookingMutation, useCustomerMoveWeatherBookingMutation } = weatherApi;
