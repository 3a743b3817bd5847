/**
 * What the DAD's job flow (job-sessions, above scheduling and payments) recorded of a booking's
 * work, for the features below it that show it: dispatch's board (started, finished) and a
 * chargeback's evidence (arrival, completion, geofence). Declared here, beside the booking it is
 * about; job-sessions implements it and the composition root binds it (decision record 0302).
 */
export interface JobRecord {
  bookingId: string;
  startedAt: Date;
  completedAt: Date | null;
  durationMinutes: number | null;
  geofenceVerified: boolean;
  geofenceLatitude: string | null;
  geofenceLongitude: string | null;
}

export const JOB_RECORDS = Symbol('JobRecords');
export interface JobRecords {
  /** The records of those of `bookingIds` a DAD started (at most one each). */
  of(bookingIds: string[]): Promise<JobRecord[]>;
}
