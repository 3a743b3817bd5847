import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An hour as the stand-in answers it. */
export interface StandInHour {
  start: Date;
  precipitationChance: number;
  temperatureF: number;
}

/**
 * A local stand-in for api.weather.gov that answers its format (the machines have no internet):
 * `/points/{lat},{lon}` with a `forecastHourly` URL on itself, and that URL with `periods`. `hours`
 * is what every point's forecast says; `failing` makes every call a 503 (an outage). Records the
 * User-Agent of each request (NWS asks for one).
 */
export async function startNwsStandIn(hours: StandInHour[] = []) {
  const state = { hours, failing: false, calls: [] as Array<{ path: string; userAgent?: string }> };
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    state.calls.push({ path, userAgent: req.headers['user-agent'] });
    const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/geo+json' }).end(JSON.stringify(body));
    if (state.failing) return json(503, { title: 'Service Unavailable', status: 503 });
    const point = /^\/points\/(-?\d+\.\d+),(-?\d+\.\d+)$/.exec(path);
    if (point) return json(200, { properties: { gridId: 'SGX', gridX: 40, gridY: 60, forecastHourly: `${url}/gridpoints/SGX/40,60/forecast/hourly` } });
    if (path === '/gridpoints/SGX/40,60/forecast/hourly')
      return json(200, {
        properties: {
          units: 'us',
          periods: state.hours.map((h, i) => ({
            number: i + 1,
            startTime: h.start.toISOString(),
            endTime: new Date(h.start.getTime() + 3_600_000).toISOString(),
            isDaytime: true,
            temperature: h.temperatureF,
            temperatureUnit: 'F',
            probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: h.precipitationChance },
            shortForecast: h.precipitationChance > 50 ? 'Rain Showers Likely' : 'Sunny',
          })),
        },
      });
    return json(404, { title: 'Not Found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
