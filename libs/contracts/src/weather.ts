/** A job the forecast puts at risk (issue 44): flagged the day before, shown to the admin and its DAD. */
export interface WeatherRiskDto {
  bookingId: string;
  date: string;
  /** The job's start, an ISO instant. */
  start: string;
  zipCode: string;
  risk: 'rain' | 'heat';
  /** The highest precipitation chance of the job's hours, percent. */
  precipitationChance: number;
  /** The hottest of the job's hours, °F. */
  temperatureF: number;
}

/** GET /api/bookings/{id}/weather: the booking's risk, or null when the forecast found none. */
export interface BookingWeatherDto {
  risk: WeatherRiskDto | null;
}
