import { haversineMeters } from '@dd/domain/routing';
import { ORANGE_COUNTY_ZIPS } from '../settings/orange-county-zips';

/**
 * How far from the booking ZIP's centre an arrival still counts as at the job. Orange County ZIPs
 * span up to ~10 km (92618 Irvine, 92679 Trabuco Canyon), so the radius is generous: the flag
 * catches a start made from home or another city, not a house-level position (which a ZIP centre
 * cannot give).
 */
export const GEOFENCE_RADIUS_METERS = 8_000;

const centres = new Map(ORANGE_COUNTY_ZIPS.map((z) => [z.zip, z]));

export interface Position {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in metres: the route planner's (libs/domain routing). */
export const distanceMeters = (a: Position, b: Position): number => haversineMeters(a, b);

/** How many miles the position is from the ZIP's centre (one decimal), or null without a position or for an unknown ZIP. */
export function milesFromZip(zipCode: string, position: Position | null): number | null {
  const centre = centres.get(zipCode.trim().slice(0, 5));
  return position && centre ? Math.round(distanceMeters(position, centre) / 160.9344) / 10 : null;
}

/** Whether the position is within the radius of the ZIP's centre; false without a position or for an unknown ZIP. */
export function isNearZip(zipCode: string, position: Position | null): boolean {
  const centre = centres.get(zipCode.trim().slice(0, 5));
  return !!position && !!centre && distanceMeters(position, centre) <= GEOFENCE_RADIUS_METERS;
}
