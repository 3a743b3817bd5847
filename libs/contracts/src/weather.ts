import { z } from 'zod';

/** A job the forecast puts at risk (issue 44): flagged the day before, shown to the admin and its DAD. */
export const weatherRiskDtoSchema = z
  .object({
    bookingId: z.string(),
    date: z.string(),
    /** The job's start, an ISO instant. */
    start: z.string(),
    zipCode: z.string(),
    risk: z.enum(['rain', 'heat']),
    /** The highest precipitation chance of the job's hours, percent. */
    precipitationChance: z.number(),
    /** The hottest of the job's hours, °F. */
    temperatureF: z.number(),
    /** The customer's answer to the keep-or-move offer: null until they answer. */
    choice: z.enum(['kept', 'moved']).nullable(),
  })
  .meta({ id: 'WeatherRisk' });
export type WeatherRiskDto = z.infer<typeof weatherRiskDtoSchema>;

/** GET /api/bookings/{id}/weather: the booking's risk, or null when the forecast found none. */
export const bookingWeatherDtoSchema = z.object({ risk: weatherRiskDtoSchema.nullable() }).meta({ id: 'BookingWeather' });
export type BookingWeatherDto = z.infer<typeof bookingWeatherDtoSchema>;

export type WeatherChoice = 'kept' | 'moved';

/** The words of the customer's offer (customer portal, issue 44). */
export const WEATHER_MESSAGES = {
  noRisk: 'The forecast shows no risk for this booking',
  alreadyMoved: 'This booking was already moved for the weather',
} as const;
