import type { WeatherRiskDto } from '@dd/contracts/weather';
import { currentRisk } from '@dd/ui/weather-tag';
import { useAdminGetAdminWeatherQuery } from './weather.api';

/** The forecast's risk for a job as it stands (one request for every card and stop: the list is shared). */
export function useJobWeather(job: Parameters<typeof currentRisk>[1]): WeatherRiskDto | null {
  return currentRisk(useAdminGetAdminWeatherQuery().data, job);
}
