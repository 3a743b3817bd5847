import type { BookingDetailDto } from '@dd/contracts/booking';
import { covers, dadWindowsOn, type DateTimeRange, type WeeklyTimeRange } from '@dd/domain/availability';
import { calendarDate, wallClock } from '@dd/domain/time-windows';

export interface Schedule {
  weekly: readonly WeeklyTimeRange[];
  specific: readonly DateTimeRange[];
}

type Job = Pick<BookingDetailDto, 'id' | 'status' | 'scheduledDate' | 'startTime' | 'endTime'>;

function coveredBy(schedule: Schedule, job: Job): boolean {
  const instant = new Date(job.scheduledDate);
  const start = job.startTime ?? wallClock(instant);
  return covers(dadWindowsOn(calendarDate(instant), schedule.weekly, schedule.specific), start, job.endTime ?? start);
}

/**
 * The upcoming jobs (pending, confirmed, from today) that a schedule change would leave outside the
 * DAD's hours: inside them now, outside them after. The screen lists these and asks before saving.
 */
export function jobsLeftOutside<T extends Job>(jobs: readonly T[], before: Schedule, after: Schedule, today: string): T[] {
  return jobs.filter(
    (job) => (job.status === 'pending' || job.status === 'confirmed') && calendarDate(new Date(job.scheduledDate)) >= today && coveredBy(before, job) && !coveredBy(after, job),
  );
}

/** 06:00, 06:30, ... 20:00 (dad-and-admin §5): one list, shared with the admin's Add New DAD. */
export { TIME_CHOICES } from '@dd/domain/weekly-hours';
