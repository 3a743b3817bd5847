import { injectRemoteEndpoints } from '@dd/api-client';
import type { BookingWeatherDto } from '@dd/contracts/weather';

/** A booking's weather risk, as the day-before pass found it (issue 44). */
export const weatherApi = injectRemoteEndpoints('customer', (build) => ({
  getBookingWeather: build.query<BookingWeatherDto, string>({ query: (id) => `/bookings/${encodeURIComponent(id)}/weather` }),
}));

export const { useCustomerGetBookingWeatherQuery } = weatherApi;
