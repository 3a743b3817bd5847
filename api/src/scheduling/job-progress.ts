/**
 * What the dispatch board needs of the DAD's job flow (job-sessions, a feature above scheduling): when
 * each job started and finished. Scheduling owns this port; job-sessions answers it and the composition
 * root binds it (app/job-ports.module.ts), so scheduling neither imports job-sessions nor reads its table.
 */
export interface JobProgress {
  bookingId: string;
  startedAt: Date;
  completedAt: Date | null;
}

export interface JobProgressPort {
  /** The job sessions of these bookings (a booking not started has none). */
  ofBookings(bookingIds: string[]): Promise<JobProgress[]>;
}

export const JOB_PROGRESS = Symbol('JobProgress');
