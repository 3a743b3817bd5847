import { Logger } from '@nestjs/common';

/** One hour of a forecast at a place. */
export interface HourlyForecast {
  /** The hour's start. */
  start: Date;
  /** 0-100. */
  precipitationChance: number;
  temperatureF: number;
}

/** A point forecasts are asked for (a ZIP centre). */
export interface ForecastPoint {
  latitude: number;
  longitude: number;
}

/**
 * The forecast port (issue 44): hourly precipitation chance and temperature at a point. The National
 * Weather Service's hourly gridpoint forecast when WEATHER_PROVIDER=nws; the local stand-in otherwise
 * (these machines have no internet), as payments and texts have theirs. Another provider is another
 * subclass. A provider that fails throws: the pass keeps what it had and books nothing differently.
 */
export abstract class Forecasts {
  abstract readonly name: string;
  abstract hourly(point: ForecastPoint): Promise<HourlyForecast[]>;
}

/** The shape of api.weather.gov's answers this adapter reads. */
interface NwsPoint {
  properties: { forecastHourly: string; gridId: string; gridX: number; gridY: number };
}
interface NwsHourly {
  properties: {
    periods: Array<{ startTime: string; temperature: number; temperatureUnit: 'F' | 'C'; probabilityOfPrecipitation?: { value: number | null } }>;
  };
}

/**
 * api.weather.gov (free, no key; a User-Agent naming the business is asked for): `/points/{lat},{lon}`
 * gives the grid cell's hourly forecast URL, which gives the hours. The URL of each point is kept for
 * the process (a point's grid cell does not change).
 */
export class NwsForecasts extends Forecasts {
  readonly name = 'nws';
  private readonly logger = new Logger('NwsForecasts');
  private readonly hourlyUrls = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly timeoutMs = 5000,
  ) {
    super();
  }

  async hourly({ latitude, longitude }: ForecastPoint): Promise<HourlyForecast[]> {
    const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
    let url = this.hourlyUrls.get(key);
    if (!url) {
      url = (await this.get<NwsPoint>(`${this.baseUrl}/points/${key}`)).properties.forecastHourly;
      this.hourlyUrls.set(key, url);
    }
    const { periods } = (await this.get<NwsHourly>(url)).properties;
    return periods.map((p) => ({
      start: new Date(p.startTime),
      precipitationChance: p.probabilityOfPrecipitation?.value ?? 0,
      temperatureF: p.temperatureUnit === 'C' ? Math.round((p.temperature * 9) / 5 + 32) : p.temperature,
    }));
  }

  private async get<T>(url: string): Promise<T> {
    const response = await fetch(url, { headers: { 'User-Agent': this.userAgent, Accept: 'application/geo+json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) {
      this.logger.warn(`${url}: ${response.status}`);
      throw new Error(`The weather service answered ${response.status}`);
    }
    return (await response.json()) as T;
  }
}

/**
 * The embedded default: no outside service. Dry, mild weather, except the hours the forecast cache
 * already holds (the demo seed writes a rainy morning there): what a fresh machine can show.
 */
export class LocalForecasts extends Forecasts {
  readonly name = 'local';

  async hourly(): Promise<HourlyForecast[]> {
    return [];
  }
}
