import { Logger } from '@nestjs/common';
import { estimateRoad, withAllowance, type Leg, type Travel, type ZipPoint } from '@dd/domain/routing';
import type { AppConfig } from '../platform/config/app-config';
import { ORANGE_COUNTY_ZIPS } from '../settings/orange-county-zips';

const centres = new Map<string, ZipPoint>(ORANGE_COUNTY_ZIPS.map((z) => [z.zip, z]));

/** The service area's ZIP centres (coverage by radius, the estimate, OSRM's coordinates). */
export const ZIP_POINTS: readonly ZipPoint[] = ORANGE_COUNTY_ZIPS;

/**
 * The port for drive times between ZIPs (issue 27). `between` answers a Travel for the route
 * planner over these ZIPs: road time plus the parking/setup allowance. Two adapters: the embedded
 * estimate (default) and an OSRM server's table API (ROUTING_URL).
 */
export abstract class TravelTimes {
  abstract between(zips: Iterable<string>): Promise<Travel>;
  /** The drive from a position (a DAD's phone on the way, issue 43) to a ZIP's centre, the allowance included. */
  abstract fromPosition(position: Position, toZip: string): Promise<Leg>;
}

export interface Position {
  latitude: number;
  longitude: number;
}

export interface EstimateSettings {
  speedMph: number;
  detourFactor: number;
  allowanceMinutes: number;
}

/** The embedded default: haversine between ZIP centres × detour factor ÷ speed, plus the allowance. */
export class EstimatedTravelTimes extends TravelTimes {
  private readonly road = new Map<string, Leg>();
  readonly travel: Travel;

  constructor(private readonly settings: EstimateSettings) {
    super();
    this.travel = withAllowance((from, to) => this.roadBetween(from, to), settings.allowanceMinutes);
  }

  roadBetween(from: string, to: string): Leg | undefined {
    const key = `${from}|${to}`;
    let leg = this.road.get(key);
    if (leg) return leg;
    const a = centres.get(from);
    const b = centres.get(to);
    if (!a || !b) return undefined;
    this.road.set(key, (leg = estimateRoad(a, b, this.settings)));
    return leg;
  }

  /** Every pair of the service area is known: the ZIPs asked about need no work. */
  async between(_zips?: Iterable<string>): Promise<Travel> {
    return this.travel;
  }

  async fromPosition(position: Position, toZip: string): Promise<Leg> {
    return this.positionLeg(position, toZip);
  }

  positionLeg(position: Position, toZip: string): Leg {
    const to = centres.get(toZip);
    const road = to ? estimateRoad({ zip: '', ...position }, to, this.settings) : { minutes: 0, meters: 0 };
    return { minutes: road.minutes + this.settings.allowanceMinutes, meters: road.meters };
  }
}

/** OSRM's GET /table/v1/driving/{lon,lat;...}?annotations=duration,distance answer. */
interface OsrmTable {
  code: string;
  durations?: Array<Array<number | null>>;
  distances?: Array<Array<number | null>>;
  message?: string;
}

/**
 * Drive times from an OSRM server's table API. Pairs already asked are kept (road times between ZIP
 * centres do not change while the process runs); one request asks for the missing ones. When the
 * server fails or cannot route a pair, that pair falls back to the estimate and a warning is logged:
 * a routing outage must not stop bookings.
 */
export class OsrmTravelTimes extends TravelTimes {
  private readonly logger = new Logger('OsrmTravelTimes');
  private readonly road = new Map<string, Leg>();
  private readonly travel: Travel;

  constructor(
    private readonly url: string,
    private readonly fallback: EstimatedTravelTimes,
    private readonly allowanceMinutes: number,
    private readonly timeoutMs = 3000,
  ) {
    super();
    this.travel = withAllowance((from, to) => this.road.get(`${from}|${to}`) ?? this.fallback.roadBetween(from, to), allowanceMinutes);
  }

  async between(zips: Iterable<string>): Promise<Travel> {
    const known = [...new Set(zips)].filter((zip) => centres.has(zip)).sort();
    const missing = known.some((a) => known.some((b) => a !== b && !this.road.has(`${a}|${b}`)));
    if (missing) await this.fetchTable(known);
    return this.travel;
  }

  /** OSRM's route from the position to the ZIP's centre; the estimate when it fails. */
  async fromPosition(position: Position, toZip: string): Promise<Leg> {
    const to = centres.get(toZip);
    if (!to) return this.fallback.positionLeg(position, toZip);
    try {
      const response = await fetch(`${this.url}/route/v1/driving/${position.longitude},${position.latitude};${to.longitude},${to.latitude}?overview=false`, { signal: AbortSignal.timeout(this.timeoutMs) });
      const answer = (await response.json()) as { code: string; routes?: Array<{ duration: number; distance: number }>; message?: string };
      const route = answer.routes?.[0];
      if (!response.ok || answer.code !== 'Ok' || !route) throw new Error(`${response.status} ${answer.code}: ${answer.message ?? ''}`);
      return { minutes: Math.ceil(route.duration / 60) + this.allowanceMinutes, meters: Math.round(route.distance) };
    } catch (error) {
      this.logger.warn(`Routing server unavailable, using the drive estimate: ${(error as Error).message}`);
      return this.fallback.positionLeg(position, toZip);
    }
  }

  private async fetchTable(zips: string[]): Promise<void> {
    const coordinates = zips.map((zip) => `${centres.get(zip)!.longitude},${centres.get(zip)!.latitude}`).join(';');
    try {
      const response = await fetch(`${this.url}/table/v1/driving/${coordinates}?annotations=duration,distance`, { signal: AbortSignal.timeout(this.timeoutMs) });
      const table = (await response.json()) as OsrmTable;
      if (!response.ok || table.code !== 'Ok' || !table.durations) throw new Error(`${response.status} ${table.code}: ${table.message ?? ''}`);
      zips.forEach((from, i) =>
        zips.forEach((to, j) => {
          const seconds = table.durations![i]?.[j];
          const meters = table.distances?.[i]?.[j];
          if (seconds == null) return;
          this.road.set(`${from}|${to}`, { minutes: from === to ? 0 : Math.ceil(seconds / 60), meters: Math.round(meters ?? 0) });
        }),
      );
    } catch (error) {
      this.logger.warn(`Routing server unavailable, using the drive estimate: ${(error as Error).message}`);
    }
  }
}

/** The defaults of TRAVEL_SPEED_MPH, TRAVEL_DETOUR_FACTOR and TRAVEL_ALLOWANCE_MINUTES. */
export const DEFAULT_ESTIMATE: EstimateSettings = { speedMph: 30, detourFactor: 1.3, allowanceMinutes: 10 };

/** The embedded estimate at its defaults, for work that runs without the app's configuration (migrations, the seed). */
export function defaultTravel(): Travel {
  return new EstimatedTravelTimes(DEFAULT_ESTIMATE).travel;
}

/** The adapter the configuration asks for. */
export function travelTimesFor(config: Pick<AppConfig, 'travel'>): TravelTimes {
  const { routingUrl, speedMph, detourFactor, allowanceMinutes } = config.travel;
  const estimate = new EstimatedTravelTimes({ speedMph, detourFactor, allowanceMinutes });
  return routingUrl ? new OsrmTravelTimes(routingUrl, estimate, allowanceMinutes) : estimate;
}
