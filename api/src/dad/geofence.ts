import { ORANGE_COUNTY_ZIPS } from '../database/seed/orange-county-zips';

/**
 * How far from the booking ZIP's centre an arrival still counts as at the job. Orange County ZIPs
 * span up to ~10 km (92618 Irvine, 92679 Trabuco Canyon), so the radius is generous: the flag
 * catches a start made from home or another city, not a house-level position (which a ZIP centre
 * cannot give).
 */
export const GEOFENCE_RADIUS_METERS = 8_000;

const EARTH_RADIUS_METERS = 6_371_000;
const centres = new Map(ORANGE_COUNTY_ZIPS.map((z) => [z.zip, z]));

export interface Position {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(a: Position, b: Position): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h));
}

/** Whether the position is within the radius of the ZIP's centre; false without a position or for an unknown ZIP. */
export function isNearZip(zipCode: string, position: Position | null): boolean {
  const centre = centres.get(zipCode.trim().slice(0, 5));
  return !!position && !!centre && distanceMeters(position, centre) <= GEOFENCE_RADIUS_METERS;
}
