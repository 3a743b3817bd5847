import { zonedInstant } from '@dd/domain/time-windows';
import type { Notifications } from '../messaging/notifications';
import type { JobRunner } from '../platform/jobs/job-runner';
import type { SettingsService } from '../settings/settings.service';
import type { SitesService } from '../sites/sites.service';
import { newSchedulingTest } from '../scheduling/test-services';
import { Forecasts, type HourlyForecast } from './forecasts';
import { jobHours, riskOf, WeatherPass } from './weather-pass';
import { WeatherFlagEntity, WeatherForecastEntity } from './weather.entities';

/** Monday 2 March 2026, 18:00 in Los Angeles: tomorrow is Tuesday 3 March. */
const NOW = new Date('2026-03-03T02:00:00Z');
const TOMORROW = '2026-03-03';
const LIMITS = { rainChance: 50, heatF: 100 };

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

/** A provider answering the same hours for every point, counting calls; `down` makes it fail like an outage. */
class StandInForecasts extends Forecasts {
  readonly name = 'stand-in';
  calls = 0;
  down = false;
  constructor(public hours: HourlyForecast[]) {
    super();
  }
  async hourly(): Promise<HourlyForecast[]> {
    this.calls++;
    if (this.down) throw new Error('503');
    return this.hours;
  }
}

/** Every hour of tomorrow: dry and mild, but rain (80%) from 08:00 to 11:00. */
const wetMorning = (): HourlyForecast[] =>
  Array.from({ length: 24 }, (_, h) => {
    const start = zonedInstant(TOMORROW, `${String(h).padStart(2, '0')}:00`);
    return { start, precipitationChance: h >= 8 && h < 11 ? 80 : 10, temperatureF: 68 };
  });

/** The owner's limits, as the admin's Settings keep them. */
function newWeatherTest(hours: HourlyForecast[], limits = { weatherRainChance: LIMITS.rainChance, weatherHeatF: LIMITS.heatF }) {
  const t = newSchedulingTest();
  const forecasts = new StandInForecasts(hours);
  const told: string[] = [];
  const notifications = { weatherRisk: async (_m: unknown, bookingId: string) => void told.push(bookingId) } as unknown as Notifications;
  const pass = new WeatherPass(t.db.dataSource, t.availability, forecasts, notifications, { register: () => undefined } as unknown as JobRunner, { get: async () => limits } as unknown as SettingsService, { sheltered: async () => new Set<string>() } as unknown as SitesService);
  return { ...t, forecasts, told, pass, theDad: t.dad() };
}

describe('WeatherPass: the day before', () => {
  it('flags exactly tomorrow’s jobs whose hours are wet, tells their customers, and only once', async () => {
    const t = newWeatherTest(wetMorning());
    const morning = t.booking(t.theDad.id, zonedInstant(TOMORROW, '08:00'));
    const afternoon = t.booking(t.theDad.id, zonedInstant(TOMORROW, '12:00'));
    const otherDad = t.dad();
    // 10:30 start in a pending booking elsewhere in Irvine: its first half hour is wet.
    const late = t.booking(otherDad.id, zonedInstant(TOMORROW, '10:30'), { status: 'pending', zipCode: '92614' });
    t.booking(otherDad.id, zonedInstant(TOMORROW, '16:00'), { status: 'cancelled' });
    t.booking(t.theDad.id, zonedInstant('2026-03-04', '08:00'));

    expect((await t.pass.run(NOW)).sort()).toEqual([morning.id, late.id].sort());
    expect(t.told.sort()).toEqual([morning.id, late.id].sort());
    expect(t.db.rows(WeatherFlagEntity, { bookingId: morning.id })[0]).toMatchObject({ risk: 'rain', precipitationChance: 80, date: TOMORROW, dadId: t.theDad.id });
    expect(t.db.rows(WeatherFlagEntity, { bookingId: afternoon.id })).toEqual([]);

    expect(await t.pass.run(new Date(NOW.getTime() + 3_600_000))).toEqual([]);
    expect(t.told).toHaveLength(2);
  });

  it('takes its limits from the owner’s settings', async () => {
    const t = newWeatherTest(wetMorning(), { weatherRainChance: 80, weatherHeatF: 100 });
    t.booking(t.theDad.id, zonedInstant(TOMORROW, '08:00'));
    // 80% is not above an 80% limit: nothing; with rain at 90% and heat at 60 °F, the same hours are too hot.
    expect(await t.pass.run(NOW)).toEqual([]);
    const hot = newWeatherTest(wetMorning(), { weatherRainChance: 90, weatherHeatF: 60 });
    const job = hot.booking(hot.theDad.id, zonedInstant(TOMORROW, '08:00'));
    expect(await hot.pass.run(NOW)).toEqual([job.id]);
    expect(hot.db.rows(WeatherFlagEntity)[0]).toMatchObject({ risk: 'heat', temperatureF: 68 });
  });

  it('flags heat above the limit', async () => {
    const t = newWeatherTest(wetMorning().map((h) => ({ ...h, precipitationChance: 0, temperatureF: 104 })));
    const job = t.booking(t.theDad.id, zonedInstant(TOMORROW, '12:00'));
    expect(await t.pass.run(NOW)).toEqual([job.id]);
    expect(t.db.rows(WeatherFlagEntity)[0]).toMatchObject({ risk: 'heat', temperatureF: 104 });
  });

  it('caches forecasts per cell and hour: one provider call for jobs in one cell, none while fresh', async () => {
    const t = newWeatherTest(wetMorning());
    t.booking(t.theDad.id, zonedInstant(TOMORROW, '12:00'));
    t.booking(t.theDad.id, zonedInstant(TOMORROW, '16:00'));
    await t.pass.run(NOW);
    expect(t.forecasts.calls).toBe(1);
    expect(t.db.rows(WeatherForecastEntity)).toHaveLength(24);
    await t.pass.run(new Date(NOW.getTime() + 60 * 60_000));
    expect(t.forecasts.calls).toBe(1);
  });

  it('in an outage flags from the cache it has, and with none flags nothing and does not fail', async () => {
    const t = newWeatherTest(wetMorning());
    const job = t.booking(t.theDad.id, zonedInstant(TOMORROW, '08:00'));
    t.forecasts.down = true;
    expect(await t.pass.run(NOW)).toEqual([]);
    // What an earlier run cached for 92618's cell (33.7074, -117.7054), a day old: stale, but all there is.
    for (const h of wetMorning()) t.db.seed(WeatherForecastEntity, { cell: '33.71,-117.71', hour: h.start, precipitationChance: h.precipitationChance, temperatureF: 68, fetchedAt: new Date(NOW.getTime() - 24 * 3_600_000) });
    expect(await t.pass.run(NOW)).toEqual([job.id]);
    expect(t.forecasts.calls).toBe(2);
  });
});

describe('the rules', () => {
  it('a job’s hours run from its start’s hour to the hour its work ends in', () => {
    const start = zonedInstant(TOMORROW, '10:30');
    expect(jobHours(start, 120).map((h) => h.toISOString())).toEqual([zonedInstant(TOMORROW, '10:00'), zonedInstant(TOMORROW, '11:00'), zonedInstant(TOMORROW, '12:00')].map((d) => d.toISOString()));
  });

  it('rain above the chance limit, else heat above its limit, else nothing', () => {
    expect(riskOf([{ precipitationChance: 51, temperatureF: 110 }], LIMITS)).toEqual({ risk: 'rain', precipitationChance: 51, temperatureF: 110 });
    expect(riskOf([{ precipitationChance: 50, temperatureF: 101 }], LIMITS)).toEqual({ risk: 'heat', precipitationChance: 50, temperatureF: 101 });
    expect(riskOf([{ precipitationChance: 50, temperatureF: 100 }], LIMITS)).toBeNull();
    expect(riskOf([], LIMITS)).toBeNull();
  });
});
