import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EstimatedTravelTimes, OsrmTravelTimes, travelTimesFor, DEFAULT_ESTIMATE } from './travel-times';

const IRVINE = '92618';
const NEWPORT = '92660';
const SAN_CLEMENTE = '92672';

describe('the embedded drive estimate', () => {
  const estimate = new EstimatedTravelTimes(DEFAULT_ESTIMATE);
  it('is road time between ZIP centres (haversine × 1.3 ÷ 30 mph) plus the 10-minute allowance', async () => {
    const travel = await estimate.between([IRVINE, SAN_CLEMENTE]);
    const leg = travel(IRVINE, SAN_CLEMENTE);
    // About 19 miles apart as the crow flies: some 25 miles of road, 51 minutes, plus parking.
    expect(leg).toEqual({ minutes: 51 + 10, meters: 40_451 });
    expect(leg.minutes).toBe(Math.ceil((leg.meters / 1609.344 / 30) * 60) + 10);
    expect(travel(IRVINE, IRVINE)).toEqual({ minutes: 10, meters: 0 });
    // An unknown ZIP: the allowance alone.
    expect(travel(IRVINE, '10001')).toEqual({ minutes: 10, meters: 0 });
  });
  it('drives from a phone’s position to a ZIP the same way (issue 43): at the centre, the allowance alone', async () => {
    const irvine = { latitude: 33.7074, longitude: -117.7054 };
    expect(await estimate.fromPosition(irvine, IRVINE)).toEqual({ minutes: 10, meters: 0 });
    const fromSanClemente = await estimate.fromPosition({ latitude: 33.4361, longitude: -117.6231 }, IRVINE);
    expect(fromSanClemente).toEqual((await estimate.between())(SAN_CLEMENTE, IRVINE));
  });
  it('takes the speed, detour factor and allowance from the configuration', async () => {
    const fast = travelTimesFor({ travel: { speedMph: 60, detourFactor: 1.3, allowanceMinutes: 0 } });
    const slow = travelTimesFor({ travel: { speedMph: 30, detourFactor: 1.3, allowanceMinutes: 0 } });
    const [a, b] = [(await fast.between([]))(IRVINE, NEWPORT), (await slow.between([]))(IRVINE, NEWPORT)];
    expect(b.minutes).toBeGreaterThanOrEqual(2 * a.minutes - 1);
    expect(fast).toBeInstanceOf(EstimatedTravelTimes);
  });
});

/** A local stand-in for an OSRM server: answers GET /table/v1/driving/{coordinates} in OSRM's format. */
describe('drive times from an OSRM server (ROUTING_URL)', () => {
  let server: Server;
  let url: string;
  const requests: string[] = [];
  let failing = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url!);
      if (!failing && req.url!.startsWith('/route/v1/driving/')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', routes: [{ duration: 1234, distance: 15_678.4 }] }));
        return;
      }
      const match = /^\/table\/v1\/driving\/([^?]+)\?annotations=duration,distance$/.exec(req.url!);
      if (failing || !match) {
        res.writeHead(failing ? 503 : 400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'InvalidUrl', message: 'no' }));
        return;
      }
      const points = match[1].split(';').map((p) => p.split(',').map(Number));
      // 100 seconds and 1 km per 0.01 degree of longitude apart: easy to check.
      const durations = points.map(([a]) => points.map(([b]) => Math.round(Math.abs(a - b) * 10_000)));
      const distances = points.map(([a]) => points.map(([b]) => Math.round(Math.abs(a - b) * 100_000)));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', durations, distances, sources: [], destinations: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('asks the table for the ZIPs’ centres (longitude,latitude) once, and adds the allowance', async () => {
    const osrm = travelTimesFor({ travel: { routingUrl: url, speedMph: 30, detourFactor: 1.3, allowanceMinutes: 10 } });
    expect(osrm).toBeInstanceOf(OsrmTravelTimes);
    const travel = await osrm.between([NEWPORT, IRVINE, IRVINE]);
    expect(requests).toEqual(['/table/v1/driving/-117.7054,33.7074;-117.8684,33.6295?annotations=duration,distance']);
    // 0.163 degrees of longitude apart: 1630 s (28 minutes) and 16.3 km in the stand-in's answer.
    expect(travel(IRVINE, NEWPORT)).toEqual({ minutes: 28 + 10, meters: 16_300 });
    expect(travel(IRVINE, IRVINE)).toEqual({ minutes: 10, meters: 0 });
    // Known pairs are kept: asking again sends nothing.
    await osrm.between([IRVINE, NEWPORT]);
    expect(requests).toHaveLength(1);
  });

  it('asks the route from a phone’s position to the ZIP’s centre (longitude,latitude), adding the allowance', async () => {
    const osrm = new OsrmTravelTimes(url, new EstimatedTravelTimes(DEFAULT_ESTIMATE), 10);
    requests.length = 0;
    expect(await osrm.fromPosition({ latitude: 33.65, longitude: -117.8 }, IRVINE)).toEqual({ minutes: 21 + 10, meters: 15_678 });
    expect(requests).toEqual(['/route/v1/driving/-117.8,33.65;-117.7054,33.7074?overview=false']);
  });

  it('falls back to the estimate when the server fails, so booking goes on', async () => {
    failing = true;
    const estimate = new EstimatedTravelTimes(DEFAULT_ESTIMATE);
    const osrm = new OsrmTravelTimes(url, estimate, 10);
    const travel = await osrm.between([IRVINE, SAN_CLEMENTE]);
    expect(travel(IRVINE, SAN_CLEMENTE)).toEqual((await estimate.between())(IRVINE, SAN_CLEMENTE));
    const position = { latitude: 33.65, longitude: -117.8 };
    expect(await osrm.fromPosition(position, IRVINE)).toEqual(await estimate.fromPosition(position, IRVINE));
    failing = false;
  });
});
