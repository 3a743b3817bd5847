import { ApiException } from '../common/api-exception';
import { WEATHER_MESSAGES } from '@dd/contracts/weather';

/** The errors the weather feature answers (codes in libs/contracts/src/errors.ts). */
export const WeatherErrors = {
  noRisk: () => new ApiException(409, 'NO_WEATHER_RISK', WEATHER_MESSAGES.noRisk),
  alreadyMoved: () => new ApiException(409, 'WEATHER_MOVE_MADE', WEATHER_MESSAGES.alreadyMoved),
};
