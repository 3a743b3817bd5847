import { distanceMeters, GEOFENCE_RADIUS_METERS, isNearZip } from './geofence';

describe('geofence', () => {
  const irvine92618 = { latitude: 33.7074, longitude: -117.7054 };
  const anaheim92805 = { latitude: 33.8359, longitude: -117.9086 };

  it('measures great-circle distances (the centres of Irvine 92618 and Anaheim 92805 are about 23.6 km apart)', () => {
    expect(distanceMeters(irvine92618, anaheim92805) / 1000).toBeCloseTo(23.6, 1);
  });

  it('accepts a position near the ZIP centre and refuses one outside the radius', () => {
    expect(isNearZip('92618', { latitude: 33.69, longitude: -117.73 })).toBe(true);
    expect(isNearZip('92618', anaheim92805)).toBe(false);
    expect(GEOFENCE_RADIUS_METERS).toBe(8000);
  });

  it('is false without a position and for a ZIP it has no centre for', () => {
    expect(isNearZip('92618', null)).toBe(false);
    expect(isNearZip('10001', { latitude: 40.75, longitude: -73.99 })).toBe(false);
  });
});
