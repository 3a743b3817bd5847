import type { JobSessionDto } from '@dd/contracts/booking';
import type { JobSessionEntity } from './job-session.entity';

export const toJobSessionDto = (session: JobSessionEntity): JobSessionDto => ({
  id: session.id,
  bookingId: session.bookingId,
  dadId: session.dadId,
  startedAt: session.startedAt.toISOString(),
  completedAt: session.completedAt?.toISOString() ?? null,
  durationMinutes: session.durationMinutes,
  geofenceVerified: session.geofenceVerified,
  geofenceLatitude: session.geofenceLatitude,
  geofenceLongitude: session.geofenceLongitude,
});
