import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { api, useAppDispatch } from '@dd/api-client';
import type { MediaType } from '@dd/contracts/enums';
import { photoQueue, type QueuedPhoto } from './photo-queue';

/**
 * The queue's photos of one booking and type (and of one vehicle, when `vehiclePosition` is given),
 * live; a linked photo refreshes the booking's media.
 */
export function usePhotoQueue(bookingId: string, mediaType: MediaType, vehiclePosition?: number): { queue: ReturnType<typeof photoQueue>; photos: QueuedPhoto[] } {
  const queue = photoQueue();
  const dispatch = useAppDispatch();
  useEffect(() => {
    queue.onLinked = (photo) => dispatch(api.util.invalidateTags([{ type: 'BookingMedia', id: photo.bookingId }]));
  }, [queue, dispatch]);
  const all = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const photos = useMemo(
    () => all.filter((p) => p.bookingId === bookingId && p.mediaType === mediaType && (vehiclePosition === undefined || (p.vehiclePosition ?? 1) === vehiclePosition)),
    [all, bookingId, mediaType, vehiclePosition],
  );
  return { queue, photos };
}

/** Whether the browser says it is online, live (shared with the offline notice). */
export { useOnline } from '@dd/ui/offline-shell';
