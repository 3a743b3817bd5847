import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import { currentRisk } from '@dd/ui/weather-tag';
import { useDadGetDadWeatherQuery } from '../api/dad.api';

/** The forecast's risk for one of the DAD's jobs (one request for every card: the list is shared). */
export function useJobWeather(booking: Pick<BookingSummaryDto, 'id' | 'scheduledDate'>): WeatherRiskDto | null {
  return currentRisk(useDadGetDadWeatherQuery().data, booking);
}
