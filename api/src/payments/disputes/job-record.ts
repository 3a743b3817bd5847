/**
 * What a chargeback's evidence tells of the job (job-sessions, a feature above payments): arrival,
 * completion and the geofence. Payments owns this port; job-sessions answers it and the composition root
 * binds it (app/job-ports.module.ts), so payments neither imports job-sessions nor reads its table.
 */
export interface JobRecord {
  startedAt: Date;
  completedAt: Date | null;
  durationMinutes: number | null;
  geofenceVerified: boolean;
  geofenceLatitude: string | null;
  geofenceLongitude: string | null;
}

export interface JobRecordPort {
  /** The booking's job session, or null when the DAD never started it. */
  of(bookingId: string): Promise<JobRecord | null>;
}

export const JOB_RECORD = Symbol('JobRecord');
