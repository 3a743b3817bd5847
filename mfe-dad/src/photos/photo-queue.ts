import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { errorMessage, getApiBaseUrl, httpError, uploadImage, type ApiError } from '@dd/api-client';
import type { MediaType } from '@dd/contracts/enums';
import type { BookingMediaDto } from '@dd/contracts/image';

/**
 * waiting: on the phone until the connection allows; uploading: being sent; failed: not taken this time
 * (kept for Retry); refused: the server refused the file itself (not an image, too large), which no
 * retry changes: only Remove.
 */
export type QueuedPhotoState = 'waiting' | 'uploading' | 'failed' | 'refused';

export interface QueuedPhoto {
  /** Also the link's idempotency key: a retried link answers the first attempt's media row. */
  key: string;
  bookingId: string;
  mediaType: MediaType;
  /** Which vehicle of the booking it shows (absent on photos queued before vehicles: 1). */
  vehiclePosition?: number;
  blob: Blob;
  fileName: string;
  createdAt: number;
  /** Set once POST /api/images succeeded, so a retry links the same image instead of uploading again. */
  imageId: string | null;
  state: QueuedPhotoState;
  error: string | null;
  /** Share of the upload sent, 0..1 (not stored). */
  progress: number;
}

const RETRY_MS = 10_000;

/** No response at all, or the server or a proxy is down: worth trying again by itself later. */
const isTransient = (error: unknown) => {
  const status = (error as ApiError | undefined)?.status;
  return typeof status !== 'number' || status >= 500 || status === 408 || status === 429;
};
/** The upload's answer about the file itself: not an image, too large, or of a type it does not take. */
const isRefusedFile = (error: unknown) => [400, 413, 415].includes((error as ApiError | undefined)?.status as number);
/** The server's words (never its JSON). */
const messageOf = (error: unknown) => errorMessage(error, 'Upload failed');

async function linkMedia(photo: QueuedPhoto, imageId: string): Promise<BookingMediaDto> {
  const response = await fetch(`${getApiBaseUrl().replace(/\/$/, '')}/bookings/${encodeURIComponent(photo.bookingId)}/media/link`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ imageId, mediaType: photo.mediaType, idempotencyKey: photo.key, vehiclePosition: photo.vehiclePosition ?? 1 }),
  }).catch((): never => {
    throw { status: 'FETCH_ERROR', message: 'Upload failed' } satisfies ApiError;
  });
  const text = await response.text();
  if (!response.ok) throw httpError(response.status, text, response.statusText);
  return JSON.parse(text) as BookingMediaDto;
}

/**
 * Job photos on their way to the server. Each photo is kept in IndexedDB from the moment it is
 * taken until it is linked to its booking, so a weak connection, a reload or a closed tab loses
 * nothing; waiting photos go out by themselves when the phone is back online (and every 10 s while
 * it claims to be online but the server cannot be reached).
 */
export class PhotoQueue {
  private readonly items = new Map<string, QueuedPhoto>();
  private readonly listeners = new Set<() => void>();
  private snapshot: QueuedPhoto[] = [];
  private running = false;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly ready: Promise<void>;
  /** Told when a photo has been linked (the screens refetch that booking's media). */
  onLinked: (photo: QueuedPhoto, media: BookingMediaDto) => void = () => undefined;

  constructor(private readonly store: UseStore = createStore('dd-dad-photos', 'queue')) {
    this.ready = entries<string, QueuedPhoto>(store).then((stored) => {
      for (const [key, photo] of stored) this.items.set(key, { ...photo, state: photo.state === 'failed' || photo.state === 'refused' ? photo.state : 'waiting', progress: 0 });
      this.emit();
    });
    window.addEventListener('online', () => void this.run());
    void this.ready.then(() => this.run());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  async add(bookingId: string, mediaType: MediaType, blob: Blob, fileName: string, vehiclePosition = 1): Promise<void> {
    await this.ready;
    const photo: QueuedPhoto = { key: crypto.randomUUID(), bookingId, mediaType, vehiclePosition, blob, fileName, createdAt: Date.now(), imageId: null, state: 'waiting', error: null, progress: 0 };
    await this.save(photo);
    void this.run();
  }

  retry(key: string): void {
    this.patch(key, { state: 'waiting', error: null });
    void this.run();
  }

  async discard(key: string): Promise<void> {
    this.items.delete(key);
    this.emit();
    await del(key, this.store);
  }

  private async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        for (const photo of [...this.items.values()].sort((a, b) => a.createdAt - b.createdAt)) {
          if (photo.state === 'failed' || photo.state === 'refused' || !this.items.has(photo.key)) continue;
          if (!navigator.onLine) continue;
          await this.send(photo);
        }
      } while (this.again);
    } finally {
      this.running = false;
    }
  }

  private async send(photo: QueuedPhoto): Promise<void> {
    this.patch(photo.key, { state: 'uploading', error: null, progress: 0 });
    let imageId = photo.imageId;
    try {
      if (!imageId) {
        const image = await uploadImage(
          { image: photo.blob, fileName: photo.fileName, title: `${photo.mediaType === 'before' ? 'Before' : 'After'} photo`, usageType: 'other' },
          { onProgress: (progress) => this.patch(photo.key, { progress }) },
        );
        imageId = image.id;
        await this.save({ ...(this.items.get(photo.key) ?? photo), imageId });
      }
      const media = await linkMedia(photo, imageId);
      await this.discard(photo.key);
      this.onLinked(photo, media);
    } catch (error) {
      // No image yet: the upload itself was answered, about the file.
      const refused = !imageId && isRefusedFile(error);
      const transient = !refused && isTransient(error);
      this.patch(photo.key, { state: refused ? 'refused' : transient ? 'waiting' : 'failed', error: messageOf(error), progress: 0 });
      if (transient) this.retryLater();
    }
  }

  private retryLater() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, RETRY_MS);
  }

  private async save(photo: QueuedPhoto): Promise<void> {
    this.items.set(photo.key, photo);
    this.emit();
    await set(photo.key, { ...photo, progress: 0 }, this.store);
  }

  /** Changes what the screen shows; the stored copy keeps what matters after a reload (blob, imageId, failed). */
  private patch(key: string, change: Partial<QueuedPhoto>) {
    const photo = this.items.get(key);
    if (!photo) return;
    const next = { ...photo, ...change };
    this.items.set(key, next);
    this.emit();
    if (change.state === 'failed' || change.state === 'refused') void set(key, { ...next, progress: 0 }, this.store);
  }

  private emit() {
    this.snapshot = [...this.items.values()].sort((a, b) => a.createdAt - b.createdAt);
    for (const listener of this.listeners) listener();
  }
}

let queue: PhotoQueue | null = null;

/** The one queue of this page (created on first use, in the browser). */
export function photoQueue(): PhotoQueue {
  queue ??= new PhotoQueue();
  return queue;
}
