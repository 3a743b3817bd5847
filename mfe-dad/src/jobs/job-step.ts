import type { BookingDetailDto, JobSessionDto } from '@dd/contracts/booking';
import type { BookingStatus } from '@dd/contracts/enums';
import type { BookingMediaDto } from '@dd/contracts/image';
import type { DadMessageId } from '../i18n';
import type { DadText } from '../common/job-format';
import type { QueuedPhoto } from '../photos/photo-queue';

/** The job flow's screens (dad-and-admin §4), plus 'closed' for a booking that cannot be worked (pending, cancelled). */
export type JobStep = 'arrive' | 'before' | 'active' | 'after' | 'summary' | 'closed';

/** The spec's session state: none, under way, or done; or ended without the job, the booking cancelled after arriving (a no-show). */
export type SessionState = 'not-started' | 'active' | 'completed' | 'no-show';

export function sessionState(session: JobSessionDto | null | undefined, status?: BookingStatus): SessionState {
  if (!session) return 'not-started';
  if (session.completedAt) return 'completed';
  // Only a no-show cancels a booking whose DAD has arrived.
  return status === 'cancelled' ? 'no-show' : 'active';
}

/** A session exists only once the DAD has arrived: asking for one of a booking not yet started only earns a 404 in the console. */
export const mayHaveSession = (status: BookingStatus) => status !== 'pending' && status !== 'confirmed';

export const SESSION_STATE_LABELS: Record<SessionState, DadMessageId> = { 'not-started': 'session.notStarted', active: 'session.active', completed: 'session.completed', 'no-show': 'session.noShow' };

/**
 * Where a job resumes after a reload or on another phone, from the server's session and the photos
 * already there (or waiting on this phone): the first step whose requirement is not met yet.
 */
export function resumeStep(status: BookingStatus, session: JobSessionDto | null, photos: { before: number; after: number }): JobStep {
  if (!session) return status === 'confirmed' ? 'arrive' : 'closed';
  if (!session.completedAt) return photos.before ? 'active' : 'before';
  return photos.after ? 'summary' : 'after';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "0:07:05": time since the job started, as the active screen counts it. */
export function elapsedText(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** "1 h 35 min", "45 min": the summary's total duration. */
export function durationText(minutes: number | null, t: DadText): string {
  if (minutes === null) return '—';
  // A job finished within its first minute is not "0 min" (issue 37 item 19).
  if (minutes < 1) return t('duration.underAMinute');
  const hours = Math.floor(minutes / 60);
  return hours ? t('duration.hours', { hours, minutes: minutes % 60 }) : t('duration.minutes', { minutes });
}

export interface PhotoVehicle {
  position: number;
  name: string;
}

/** A booking of several vehicles is photographed car by car; one of a single vehicle keeps its one set of photos (null). */
export function photoVehicles(booking: BookingDetailDto, t: DadText): PhotoVehicle[] | null {
  if (booking.vehicles.length < 2) return null;
  return booking.vehicles.map(({ position, car, vehicleType, packageName }) => ({
    position,
    name: t('vehicle.name', { position, vehicle: car ? `${car.year} ${car.make} ${car.model}` : `${t(`vehicle.${vehicleType}`)}, ${packageName}` }),
  }));
}

/** Every vehicle (or the one set) has at least one photo, taken or still on the phone. */
export function everyVehicleHasOne(vehicles: PhotoVehicle[] | null, media: BookingMediaDto[], queued: QueuedPhoto[]): boolean {
  if (!vehicles) return media.length + queued.length > 0;
  return vehicles.every(({ position }) => media.some((m) => m.vehiclePosition === position) || queued.some((q) => (q.vehiclePosition ?? 1) === position));
}
