import { useEffect } from 'react';
import { errorCode } from '@dd/api-client';
import { TRACKING_POLL_SECONDS } from '@dd/contracts/tracking';
import { useDadSharePositionMutation } from '../api/dad.api';

/**
 * While `active` (after On my way, until I'm Here), the phone's position goes to the server at most
 * every TRACKING_POLL_SECONDS: the customer's tracking page turns it into an estimate. It stops when
 * the screen closes, when the job is started, or when the server says the sharing is over.
 */
export function useSharePosition(bookingId: string, active: boolean): void {
  const [share] = useDadSharePositionMutation();
  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return;
    let sentAt = 0;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const now = Date.now();
        if (now - sentAt < TRACKING_POLL_SECONDS * 1000) return;
        sentAt = now;
        share({ id: bookingId, latitude: coords.latitude, longitude: coords.longitude })
          .unwrap()
          .catch((error: unknown) => {
            if (errorCode(error) === 'NOT_ON_THE_WAY') navigator.geolocation.clearWatch(watch);
          });
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [bookingId, active, share]);
}
