/**
 * A DAD's day as a route (issue 27): their accepted bookings in order from their home base, each
 * with a planned arrival inside its customer's arrival window, its on-site minutes, and the drive
 * from the stop before. Pure functions: drive times come in as a function (the API's TravelTimes
 * port, the bench's estimate), so the same planner serves GET /api/availability, assignment,
 * reassignment, the DAD's day, the dispatch board and the bench.
 *
 * Planned times sit on a 5-minute grid (ROUTE_GRID_MINUTES): a stop's arrival is rounded up to it,
 * its departure too, so the database's time claims (5-minute units) tile a route exactly.
 */

export const ROUTE_GRID_MINUTES = 5;
const GRID_MS = ROUTE_GRID_MINUTES * 60_000;
const MINUTE_MS = 60_000;

/** One drive: minutes (road time plus the parking/setup allowance) and metres of road. */
export interface Leg {
  minutes: number;
  meters: number;
}

/** Drive time between two ZIPs (a DAD's base or a stop's ZIP); '' is "unknown", estimated as the allowance alone. */
export type Travel = (fromZip: string, toZip: string) => Leg;

/** A booking as a stop: its ZIP, its arrival window [windowStart, windowEnd] (epoch ms) and its on-site minutes. */
export interface RouteStop {
  id: string;
  zip: string;
  windowStart: number;
  windowEnd: number;
  durationMinutes: number;
}

export interface PlannedStop extends RouteStop {
  /** Planned arrival (epoch ms, on the grid), inside [windowStart, windowEnd]. */
  arrival: number;
  /** When the job is planned to end (arrival + duration, rounded up to the grid). */
  departure: number;
  /** The drive from the previous stop (or the base) to here. */
  driveMinutes: number;
  driveMeters: number;
  /** When that drive starts (arrival - driveMinutes, rounded down to the grid): the DAD is held from here to departure. */
  driveStart: number;
}

export interface RoutePlan {
  stops: PlannedStop[];
  /** Every drive of the day, the way back to the base included. */
  driveMinutes: number;
  driveMeters: number;
}

export const ceilToGrid = (ms: number) => Math.ceil(ms / GRID_MS) * GRID_MS;
export const floorToGrid = (ms: number) => Math.floor(ms / GRID_MS) * GRID_MS;

/**
 * The earliest plan of these stops in this order from `base` (null: no base, the day starts at the
 * first stop): each arrival as early as its window and the drive allow. Null when a stop cannot be
 * reached by its window's end.
 */
export function planRoute(base: string | null, stops: readonly RouteStop[], travel: Travel): RoutePlan | null {
  const planned: PlannedStop[] = [];
  let free = -Infinity;
  let at = base;
  let driveMinutes = 0;
  let driveMeters = 0;
  for (const stop of stops) {
    const leg = at === null ? { minutes: 0, meters: 0 } : travel(at, stop.zip);
    const arrival = ceilToGrid(Math.max(stop.windowStart, free + leg.minutes * MINUTE_MS));
    if (arrival > stop.windowEnd) return null;
    const departure = ceilToGrid(arrival + stop.durationMinutes * MINUTE_MS);
    planned.push({ ...stop, arrival, departure, driveMinutes: leg.minutes, driveMeters: leg.meters, driveStart: floorToGrid(arrival - leg.minutes * MINUTE_MS) });
    driveMinutes += leg.minutes;
    driveMeters += leg.meters;
    free = departure;
    at = stop.zip;
  }
  if (base !== null && at !== null && planned.length) {
    const back = travel(at, base);
    driveMinutes += back.minutes;
    driveMeters += back.meters;
  }
  return { stops: planned, driveMinutes, driveMeters };
}

export interface Insertion {
  plan: RoutePlan;
  /** Where the new stop goes in the route (0: first). */
  position: number;
  /** How many drive minutes the day grows by. */
  addedMinutes: number;
}

/**
 * The cheapest place for `stop` in a DAD's route, keeping the other stops' order: every existing
 * arrival must stay inside its window. Null when there is no such place. The route's stops are in
 * route order (by planned arrival). `baseline`: the route's drive minutes as it stands, when the caller knows them.
 */
export function bestInsertion(base: string | null, route: readonly RouteStop[], stop: RouteStop, travel: Travel, baseline = routeDrive(base, route, travel)): Insertion | null {
  let bestPosition = -1;
  let bestMinutes = Infinity;
  for (let position = 0; position <= route.length; position++) {
    const minutes = driveWithInsertion(base, route, stop, position, travel);
    if (minutes < bestMinutes) {
      bestMinutes = minutes;
      bestPosition = position;
    }
  }
  if (bestPosition < 0) return null;
  // The plan itself only when asked (the assigner asks for its DAD's; availability never does).
  let plan: RoutePlan | undefined;
  const position = bestPosition;
  return {
    position,
    addedMinutes: bestMinutes - baseline,
    get plan() {
      return (plan ??= planRoute(base, [...route.slice(0, position), stop, ...route.slice(position)], travel)!);
    },
  };
}

/** The drive minutes of a route as planRoute plans it (0 when it no longer fits), without building the plan. */
export function routeDrive(base: string | null, route: readonly RouteStop[], travel: Travel): number {
  const minutes = driveWithInsertion(base, route, null, -1, travel);
  return minutes === Infinity ? (planRoute(base, route, travel)?.driveMinutes ?? 0) : minutes;
}

/**
 * planRoute's drive minutes for the route with `stop` inserted at `position`, or Infinity when an
 * arrival falls after its window: the same arithmetic without building the plan (availability asks
 * this for every DAD, window and position, so it allocates nothing).
 */
function driveWithInsertion(base: string | null, route: readonly RouteStop[], stop: RouteStop | null, position: number, travel: Travel): number {
  let free = -Infinity;
  let at = base;
  let minutes = 0;
  const length = stop ? route.length + 1 : route.length;
  for (let i = 0; i < length; i++) {
    const next = stop && i === position ? stop : route[stop && i > position ? i - 1 : i];
    const leg = at === null ? 0 : travel(at, next.zip).minutes;
    const arrival = ceilToGrid(Math.max(next.windowStart, free + leg * MINUTE_MS));
    if (arrival > next.windowEnd) return Infinity;
    free = ceilToGrid(arrival + next.durationMinutes * MINUTE_MS);
    minutes += leg;
    at = next.zip;
  }
  if (base !== null && at !== null && length) minutes += travel(at, base).minutes;
  return minutes;
}

/** Orders stops for a route: by their planned arrival when known, else by window start, then id. */
export function routeOrder<T extends RouteStop & { plannedArrival?: number | null }>(stops: readonly T[]): T[] {
  return [...stops].sort(
    (a, b) => (a.plannedArrival ?? a.windowStart) - (b.plannedArrival ?? b.windowStart) || a.windowStart - b.windowStart || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The 5-digit ZIP of a ZIP or ZIP+4 (the planner's and coverage's key). */
export const zip5 = (zipCode: string) => zipCode.trim().slice(0, 5);

/** Where a DAD works: their base ZIP, and the ZIPs or radius they cover (neither: the whole service area). */
export interface Coverage {
  homeZip: string | null;
  zips: readonly string[] | null;
  radiusMiles: number | null;
}

export interface ZipPoint {
  zip: string;
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METERS = 6_371_000;
export const METERS_PER_MILE = 1609.344;

/** Great-circle (haversine) distance in metres. */
export function haversineMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h));
}

/**
 * The ZIPs a coverage reaches among `points`: null for the whole service area (nothing set); the
 * listed ZIPs, or those whose centre is within the radius of the base's centre; the base always.
 */
export function coveredZips(coverage: Coverage, points: readonly ZipPoint[]): Set<string> | null {
  const { homeZip, zips, radiusMiles } = coverage;
  if (zips?.length) return new Set([...zips, ...(homeZip ? [homeZip] : [])]);
  if (radiusMiles == null || !homeZip) return null;
  const home = points.find((p) => p.zip === homeZip);
  if (!home) return new Set([homeZip]);
  return new Set(points.filter((p) => haversineMeters(home, p) <= radiusMiles * METERS_PER_MILE).map((p) => p.zip));
}

/** How the embedded estimate turns straight-line distance into drive time. */
export interface DriveEstimateSettings {
  /** Road distance over straight-line distance. */
  detourFactor: number;
  /** Average speed on the road, miles per hour. */
  speedMph: number;
}

export const DEFAULT_DRIVE_ESTIMATE: DriveEstimateSettings = { detourFactor: 1.3, speedMph: 30 };

/** Road metres and minutes between two ZIP centres: haversine × detour factor ÷ speed (no allowance). */
export function estimateRoad(a: ZipPoint, b: ZipPoint, settings: DriveEstimateSettings = DEFAULT_DRIVE_ESTIMATE): Leg {
  if (a.zip === b.zip) return { minutes: 0, meters: 0 };
  const meters = haversineMeters(a, b) * settings.detourFactor;
  return { minutes: Math.ceil((meters / METERS_PER_MILE / settings.speedMph) * 60), meters: Math.round(meters) };
}

/**
 * A Travel from a road-time lookup, adding the fixed parking/setup allowance to every drive (a DAD
 * parks and unloads at every stop, whatever the source of road times). Unknown ZIPs: the allowance alone.
 */
export function withAllowance(road: (from: string, to: string) => Leg | undefined, allowanceMinutes: number): Travel {
  return (from, to) => {
    const leg = road(from, to) ?? { minutes: 0, meters: 0 };
    return { minutes: leg.minutes + allowanceMinutes, meters: leg.meters };
  };
}

/** A stop of the day as it stands: its plan, and what has happened (the job's start and end, when they have). */
export interface StopProgress extends RouteStop {
  plannedArrival: number | null;
  startedAt: number | null;
  completedAt: number | null;
  /** The DAD is on the way here and expected then (from their position and the drive time, issue 43). */
  enRouteArrival?: number | null;
}

export interface ProjectedStop {
  id: string;
  /** When the DAD is now expected (the actual start once started). */
  expectedArrival: number;
  expectedDeparture: number;
  driveMinutes: number;
  driveMeters: number;
  /** Not started and expected after its window's end: the promise is at risk. */
  atRisk: boolean;
}

/**
 * The day's arrivals planned again from actual progress (issue 27): a finished job ends when it
 * ended, a job under way ends at its start plus its duration (or now, when it runs long), and every
 * later stop is expected at the latest of its planned arrival, its window's start, the end of the
 * stop before plus the drive, and now; a stop the DAD is on the way to is expected when their
 * position says (never before now). A stop expected after its window's end is at risk.
 */
export function projectRoute(base: string | null, stops: readonly StopProgress[], travel: Travel, now: number): ProjectedStop[] {
  const projected: ProjectedStop[] = [];
  let free = -Infinity;
  let at = base;
  for (const stop of stops) {
    const leg = at === null ? { minutes: 0, meters: 0 } : travel(at, stop.zip);
    let expectedArrival: number;
    let expectedDeparture: number;
    if (stop.startedAt !== null) {
      expectedArrival = stop.startedAt;
      expectedDeparture = stop.completedAt ?? Math.max(now, stop.startedAt + stop.durationMinutes * MINUTE_MS);
    } else if (stop.enRouteArrival != null) {
      expectedArrival = Math.max(stop.enRouteArrival, now);
      expectedDeparture = Math.max(expectedArrival, stop.windowStart) + stop.durationMinutes * MINUTE_MS;
    } else {
      expectedArrival = Math.max(stop.plannedArrival ?? stop.windowStart, stop.windowStart, free + leg.minutes * MINUTE_MS, now);
      expectedDeparture = expectedArrival + stop.durationMinutes * MINUTE_MS;
    }
    projected.push({
      id: stop.id,
      expectedArrival,
      expectedDeparture,
      driveMinutes: leg.minutes,
      driveMeters: leg.meters,
      atRisk: stop.startedAt === null && expectedArrival > stop.windowEnd,
    });
    free = expectedDeparture;
    at = stop.zip;
  }
  return projected;
}

/** A link that opens the phone's maps app (Google Maps on Android and iOS, or the browser) with directions to the address. */
export function navigateUrl(address: string, city: string, zipCode: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address}, ${city}, CA ${zipCode}`)}`;
}

/** One line on where a DAD works, for the admin's and the DAD's screens. */
export function coverageText(coverage: Coverage): string {
  const base = coverage.homeZip ? `Base ${coverage.homeZip}` : 'No base set';
  if (coverage.zips?.length) return `${base} · covers ${coverage.zips.join(', ')}`;
  if (coverage.radiusMiles != null && coverage.homeZip) return `${base} · within ${coverage.radiusMiles} miles`;
  return `${base} · the whole service area`;
}

/** How wide the day-before reminder's expected arrival is. */
export const EXPECTED_ARRIVAL_RANGE_MINUTES = 60;

/**
 * The day-before reminder's narrower promise (issue 27): a one-hour range around the planned arrival,
 * inside the customer's window (moved, not cut, at the window's edges). Epoch ms.
 */
export function expectedArrivalRange(plannedArrival: number, windowStart: number, windowEnd: number): { from: number; to: number } {
  const span = EXPECTED_ARRIVAL_RANGE_MINUTES * MINUTE_MS;
  if (windowEnd - windowStart <= span) return { from: windowStart, to: windowEnd };
  const from = Math.min(Math.max(windowStart, plannedArrival - span / 2), windowEnd - span);
  return { from, to: from + span };
}
