import { injectRemoteEndpoints } from '@dd/api-client';
import type { WeatherRiskDto } from '@dd/contracts/weather';

export const adminWeatherApi = injectRemoteEndpoints('admin', (build) => ({
  getAdminWeather: build.query<WeatherRiskDto[], void>({ query: () => '/admin/weather' }),
}));

export const { useAdminGetAdminWeatherQuery } = adminWeatherApi;
