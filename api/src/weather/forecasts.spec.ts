import { NwsForecasts } from './forecasts';
import { startNwsStandIn } from './testing/nws-stand-in';

const IRVINE = { latitude: 33.6846, longitude: -117.8265 };

describe('NwsForecasts against a stand-in answering api.weather.gov’s format', () => {
  it('finds the point’s hourly forecast URL, then reads its hours, naming itself', async () => {
    const start = new Date('2026-12-02T16:00:00Z');
    const nws = await startNwsStandIn([
      { start, precipitationChance: 70, temperatureF: 58 },
      { start: new Date(start.getTime() + 3_600_000), precipitationChance: 20, temperatureF: 61 },
    ]);
    try {
      const forecasts = new NwsForecasts(nws.url, "Dad's Detailing (test)");
      expect(await forecasts.hourly(IRVINE)).toEqual([
        { start, precipitationChance: 70, temperatureF: 58 },
        { start: new Date(start.getTime() + 3_600_000), precipitationChance: 20, temperatureF: 61 },
      ]);
      // The point's URL is kept: the second forecast asks for the hours only.
      await forecasts.hourly(IRVINE);
      expect(nws.state.calls.map((c) => c.path)).toEqual(['/points/33.6846,-117.8265', '/gridpoints/SGX/40,60/forecast/hourly', '/gridpoints/SGX/40,60/forecast/hourly']);
      expect(new Set(nws.state.calls.map((c) => c.userAgent))).toEqual(new Set(["Dad's Detailing (test)"]));
    } finally {
      await nws.close();
    }
  });

  it('throws on an outage', async () => {
    const nws = await startNwsStandIn();
    nws.state.failing = true;
    try {
      await expect(new NwsForecasts(nws.url, 'test').hourly(IRVINE)).rejects.toThrow('The weather service answered 503');
    } finally {
      await nws.close();
    }
  });
});
