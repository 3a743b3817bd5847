import { bestInsertion, coveredZips, estimateRoad, expectedArrivalRange, navigateUrl, planRoute, projectRoute, withAllowance, type RouteStop } from './routing';

const H = 3_600_000;
const stop = (id: string, zip: string, fromHour: number, toHour: number, durationMinutes: number): RouteStop => ({
  id,
  zip,
  windowStart: fromHour * H,
  windowEnd: toHour * H,
  durationMinutes,
});
const flat = (minutes: number) => () => ({ minutes, meters: minutes * 1000 });

describe('planRoute', () => {
  it('plans each arrival as early as its window and the drive allow, on the 5-minute grid', () => {
    const plan = planRoute('BASE', [stop('a', 'A', 8, 12, 92), stop('b', 'B', 8, 12, 60)], flat(17))!;
    expect(plan.stops.map((s) => [s.arrival / 60_000, s.departure / 60_000, s.driveStart / 60_000])).toEqual([
      [480, 575, 460],
      [595, 655, 575],
    ]);
    // Base to a, a to b, b back to base.
    expect(plan).toMatchObject({ driveMinutes: 51, driveMeters: 51_000 });
  });
  it('is null when a stop cannot be reached by its window’s end', () => {
    expect(planRoute('BASE', [stop('a', 'A', 8, 12, 220), stop('b', 'B', 8, 12, 60)], flat(30))).toBeNull();
  });
});

describe('bestInsertion', () => {
  it('puts the stop where the route grows least, keeping every other arrival in its window', () => {
    const travel = (from: string, to: string) => ({ minutes: from === to ? 0 : Math.abs(from.charCodeAt(0) - to.charCodeAt(0)) * 10, meters: 1 });
    const route = [stop('a', 'A', 8, 12, 60), stop('c', 'C', 12, 16, 60)];
    const insertion = bestInsertion('A', route, stop('b', 'B', 8, 16, 60), travel)!;
    expect(insertion.plan.stops.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(insertion.addedMinutes).toBe(0);
    // A stop that would push c past 16:00 has no place.
    expect(bestInsertion('A', [stop('a', 'A', 8, 12, 60), stop('c', 'C', 15, 15.5, 60)], stop('b', 'Z', 12, 16, 120), travel)).toBeNull();
  });
});

describe('coverage', () => {
  const points = [
    { zip: '92618', latitude: 33.66, longitude: -117.74 },
    { zip: '92620', latitude: 33.71, longitude: -117.75 },
    { zip: '92672', latitude: 33.43, longitude: -117.61 },
  ];
  it('is the whole area when nothing is set, the listed ZIPs and the base, or the ZIPs within the radius', () => {
    expect(coveredZips({ homeZip: '92618', zips: null, radiusMiles: null }, points)).toBeNull();
    expect(coveredZips({ homeZip: '92618', zips: ['92672'], radiusMiles: null }, points)).toEqual(new Set(['92672', '92618']));
    expect(coveredZips({ homeZip: '92618', zips: null, radiusMiles: 5 }, points)).toEqual(new Set(['92618', '92620']));
  });
});

describe('the embedded drive estimate', () => {
  it('is haversine × detour factor ÷ speed, plus the allowance', () => {
    const a = { zip: '1', latitude: 33.0, longitude: -117.0 };
    const b = { zip: '2', latitude: 33.1, longitude: -117.0 };
    // 0.1 degree of latitude is 11.12 km: 14.46 km of road at 30 mph is 17.97 minutes.
    expect(estimateRoad(a, b, { detourFactor: 1.3, speedMph: 30 })).toEqual({ minutes: 18, meters: 14_455 });
    expect(estimateRoad(a, b, { detourFactor: 1.3, speedMph: 60 }).minutes).toBe(9);
    expect(withAllowance((x, y) => estimateRoad(x === '1' ? a : b, y === '1' ? a : b), 10)('1', '2')).toEqual({ minutes: 28, meters: 14_455 });
  });
});

describe('projectRoute', () => {
  const base = [
    { ...stop('a', 'A', 8, 12, 120), plannedArrival: 8 * H, startedAt: null, completedAt: null },
    { ...stop('b', 'B', 8, 12, 60), plannedArrival: 10.5 * H, startedAt: null, completedAt: null },
    { ...stop('c', 'C', 12, 16, 60), plannedArrival: 12 * H, startedAt: null, completedAt: null },
  ];
  it('keeps the plan while the day runs on time', () => {
    const projected = projectRoute('HOME', base, flat(30), 7 * H);
    expect(projected.map((p) => [p.expectedArrival / H, p.atRisk])).toEqual([[8, false], [10.5, false], [12, false]]);
  });
  it('moves the later arrivals when a job runs long, and flags the promise at risk', () => {
    // a started at 08:30 and is still going at 11:30 (planned to end at 10:30): b can arrive at 12:00 at the earliest.
    const late = [{ ...base[0], startedAt: 8.5 * H }, base[1], base[2]];
    const projected = projectRoute('HOME', late, flat(30), 11.5 * H);
    expect(projected.map((p) => [p.expectedArrival / H, p.atRisk])).toEqual([[8.5, false], [12, false], [13.5, false]]);
    const later = projectRoute('HOME', late, flat(30), 11.75 * H);
    expect(later.map((p) => p.atRisk)).toEqual([false, true, false]);
  });
  it('takes the position’s estimate for the stop the DAD is on the way to, and moves the later ones from it', () => {
    // On the way to a, expected at 12:30 by their position: a is late, and so b (12:30 + 2 h + 30 min drive).
    const onTheWay = [{ ...base[0], enRouteArrival: 12.5 * H }, base[1], base[2]];
    const projected = projectRoute('HOME', onTheWay, flat(30), 9 * H);
    expect(projected.map((p) => [p.expectedArrival / H, p.atRisk])).toEqual([[12.5, true], [15, true], [16.5, true]]);
    // Never before now: a position from a while ago does not put the DAD at the door already.
    expect(projectRoute('HOME', onTheWay, flat(30), 13 * H)[0].expectedArrival).toBe(13 * H);
  });
  it('links directions to the address for the phone’s maps app', () => {
    expect(navigateUrl('1 Main St #2', 'Irvine', '92618')).toBe('https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%20%232%2C%20Irvine%2C%20CA%2092618');
  });
});

describe('the reminder’s expected arrival', () => {
  it('is an hour around the planned arrival, kept inside the window', () => {
    expect(expectedArrivalRange(10 * H, 8 * H, 12 * H)).toEqual({ from: 9.5 * H, to: 10.5 * H });
    expect(expectedArrivalRange(8 * H, 8 * H, 12 * H)).toEqual({ from: 8 * H, to: 9 * H });
    expect(expectedArrivalRange(11.9 * H, 8 * H, 12 * H)).toEqual({ from: 11 * H, to: 12 * H });
  });
});
