import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, In, MoreThan, type DataSource } from 'typeorm';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { zip5 } from '@dd/domain/routing';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import { isUniqueViolation } from '../common/unique-violation';
import { JobRunner } from '../platform/jobs/job-runner';
import { Notifications } from '../messaging/notifications';
import { SettingsService } from '../settings/settings.service';
import { AvailabilityService } from '../scheduling/availability.service';
import { SitesService } from '../sites/sites.service';
import { ZIP_POINTS } from '../scheduling/travel-times';
import { Forecasts, type ForecastPoint, type HourlyForecast } from './forecasts';
import { WeatherFlagEntity, WeatherForecastEntity } from './weather.entities';

export const WEATHER_PASS_JOB = 'weather-pass';
const EVERY_MS = 60 * 60_000;
/** A cached hour younger than this is used as it is. */
const FRESH_MS = 3 * 60 * 60_000;
const HOUR_MS = 3_600_000;

/** The grid cell of a point: two decimals (about a kilometre), finer than NWS's 2.5 km grid. */
export const cellOf = ({ latitude, longitude }: ForecastPoint) => `${latitude.toFixed(2)},${longitude.toFixed(2)}`;

/** The hours a job covers: from its start's hour to the hour its work ends in. */
export function jobHours(start: Date, durationMinutes: number): Date[] {
  const first = Math.floor(start.getTime() / HOUR_MS) * HOUR_MS;
  const end = start.getTime() + durationMinutes * 60_000;
  const hours: Date[] = [];
  for (let t = first; t < end; t += HOUR_MS) hours.push(new Date(t));
  return hours;
}

/** Whether the job's hours put it at risk: rain above the chance limit first, then heat above the limit. */
export function riskOf(hours: readonly Pick<HourlyForecast, 'precipitationChance' | 'temperatureF'>[], limits: { rainChance: number; heatF: number }) {
  if (!hours.length) return null;
  const chance = Math.max(...hours.map((h) => h.precipitationChance));
  const hottest = Math.max(...hours.map((h) => h.temperatureF));
  const risk = chance > limits.rainChance ? ('rain' as const) : hottest > limits.heatF ? ('heat' as const) : null;
  return risk && { risk, precipitationChance: chance, temperatureF: hottest };
}

/**
 * The day-before pass (issue 44): every hour (one instance, the job runner's lease), tomorrow's
 * pending and confirmed outdoor jobs (not at a covered site, not interior-only: SitesService.sheltered) are checked against the forecast of their ZIP centre's grid cell for
 * their hours; a job at risk is flagged once, and its customer told (messaging's outbox). Forecasts
 * come from the cache when fresh, else from the provider, and are cached per cell and hour. A
 * provider that fails leaves the cache as it was and the pass flags what the cache knows: bookings
 * never wait on it.
 */
@Injectable()
export class WeatherPass implements OnModuleInit {
  private readonly logger = new Logger('Weather');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly forecasts: Forecasts,
    private readonly notifications: Notifications,
    private readonly runner: JobRunner,
    private readonly settings: SettingsService,
    private readonly sites: SitesService,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: WEATHER_PASS_JOB, everyMs: EVERY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  /** Flags tomorrow's jobs at risk; answers the new flags' booking ids. */
  async run(now = new Date()): Promise<string[]> {
    const date = addDays(calendarDate(now), 1);
    const { bookings } = await this.availability.load(date, date, undefined, { versions: false });
    const jobs = bookings.filter((b) => calendarDate(b.scheduledDate) === date && (b.status === 'pending' || b.status === 'confirmed'));
    const sheltered = await this.sites.sheltered(jobs.map((j) => j.id));
    const flagged = new Set((await this.dataSource.getRepository(WeatherFlagEntity).find({ select: { bookingId: true }, where: { bookingId: In(jobs.map((j) => j.id)) } })).map((f) => f.bookingId));
    const { weatherRainChance, weatherHeatF } = await this.settings.get();
    const limits = { rainChance: weatherRainChance, heatF: weatherHeatF };
    const byCell = new Map<string, HourlyForecast[]>();
    const created: string[] = [];
    for (const job of jobs.filter((j) => !flagged.has(j.id) && !sheltered.has(j.id))) {
      const zipCode = zip5(job.zipCode ?? '');
      const centre = ZIP_POINTS.find((p) => p.zip === zipCode);
      if (!centre) continue;
      const cell = cellOf(centre);
      if (!byCell.has(cell)) byCell.set(cell, await this.forecast(centre, date, now));
      const hours = new Set(jobHours(job.scheduledDate, job.durationMinutes).map((h) => h.getTime()));
      const found = riskOf(byCell.get(cell)!.filter((h) => hours.has(h.start.getTime())), limits);
      if (!found) continue;
      try {
        await this.dataSource.transaction(async (manager) => {
          await manager.insert(WeatherFlagEntity, { id: randomUUID(), bookingId: job.id, dadId: job.dadId, date, start: job.scheduledDate, zipCode, ...found });
          await this.notifications.weatherRisk(manager, job.id, found);
        });
        created.push(job.id);
      } catch (error) {
        // Flagged meanwhile by another run: one flag per job.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    if (created.length) this.logger.log(`Flagged ${created.length} of tomorrow's ${jobs.length} job(s) for the weather`);
    return created;
  }

  /** The cell's hours of `date` (and the hours around it): the cache when fresh, else the provider's, cached. */
  private async forecast(point: ForecastPoint, date: string, now: Date): Promise<HourlyForecast[]> {
    const cache = this.dataSource.getRepository(WeatherForecastEntity);
    const cell = cellOf(point);
    const day = Between(new Date(`${addDays(date, -1)}T00:00:00Z`), new Date(`${addDays(date, 2)}T00:00:00Z`));
    const fresh = await cache.find({ where: { cell, hour: day, fetchedAt: MoreThan(new Date(now.getTime() - FRESH_MS)) } });
    if (fresh.length) return fresh.map(toForecast);
    try {
      const hours = await this.forecasts.hourly(point);
      if (hours.length) {
        await cache.delete({ cell, hour: In(hours.map((h) => h.start)) });
        await cache.insert(hours.map((h) => ({ cell, hour: h.start, precipitationChance: h.precipitationChance, temperatureF: h.temperatureF, fetchedAt: now })));
      }
    } catch (error) {
      this.logger.warn(`Forecast unavailable (${this.forecasts.name}) for ${cell}: ${(error as Error).message}; using the cache`);
    }
    return (await cache.find({ where: { cell, hour: day } })).map(toForecast);
  }

  /** The booking's flag, if any. */
  async forBooking(bookingId: string): Promise<WeatherRiskDto | null> {
    const flag = await this.dataSource.getRepository(WeatherFlagEntity).findOneBy({ bookingId });
    return flag && toDto(flag);
  }

  /** GET /api/admin/weather and the DAD's: the flags of today and later, soonest first. */
  async upcoming(now = new Date(), dadId?: string): Promise<WeatherRiskDto[]> {
    const flags = await this.dataSource.getRepository(WeatherFlagEntity).find({
      where: { date: MoreThan(addDays(calendarDate(now), -1)), ...(dadId ? { dadId } : {}) },
      order: { start: 'ASC' },
      take: 200,
    });
    return flags.map(toDto);
  }
}

const toDto = (f: WeatherFlagEntity): WeatherRiskDto => ({
  bookingId: f.bookingId,
  date: f.date,
  start: f.start.toISOString(),
  zipCode: f.zipCode,
  risk: f.risk,
  precipitationChance: f.precipitationChance,
  temperatureF: f.temperatureF,
  choice: f.choice ?? null,
});

const toForecast = (row: WeatherForecastEntity): HourlyForecast => ({ start: row.hour, precipitationChance: row.precipitationChance, temperatureF: row.temperatureF });
