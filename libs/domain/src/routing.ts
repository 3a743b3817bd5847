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
export function bestInsertion(base: string | null, route: readonly RouteStop[], stop: RouteStop, travel: Travel, baseline = planRoute(base, route, travel)?.driveMinutes ?? 0): Insertion | null {
  let best: Insertion | null = null;
  for (let position = 0; position <= route.length; position++) {
    const plan = planRoute(base, [...route.slice(0, position), stop, ...route.slice(position)], travel);
    if (!plan) continue;
    const addedMinutes = plan.driveMinutes - baseline;
    if (!best || addedMinutes < best.addedMinutes) best = { plan, position, addedMinutes };
  }
  return best;
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
 * stop before plus the drive, and now. A stop expected after its window's end is at risk.
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
