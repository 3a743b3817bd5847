/** The spec's geolocation time-out (dad-and-admin §4, §9). */
export const LOCATION_TIMEOUT_MS = 5_000;

/** The phone's position, or null when it has none, refuses, or takes longer than 5 seconds (the location is optional). */
export function readPosition(timeout = LOCATION_TIMEOUT_MS): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout, maximumAge: 60_000 },
    );
  });
}
