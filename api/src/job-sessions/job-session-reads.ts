import type { DataSource } from 'typeorm';
import { JobSessionEntity } from './job-session.entity';

/**
 * The admin's "arrived within the window" bar: of the jobs scheduled in [start, now) that were
 * started, how many started by `windowEnd` (an SQL expression on the booking, alias `b`).
 */
export function arrivalCounts(dataSource: DataSource, windowEnd: string, period: { start: Date; now: Date }): Promise<Record<'arrived' | 'onTime', string | number> | undefined> {
  return dataSource
    .getRepository(JobSessionEntity)
    .createQueryBuilder('s')
    .innerJoin('s.booking', 'b')
    .select('COUNT(*)', 'arrived')
    .addSelect(`COUNT(CASE WHEN s.startedAt <= ${windowEnd} THEN 1 END)`, 'onTime')
    .where('b.scheduledDate >= :start AND b.scheduledDate < :now', period)
    .getRawOne<Record<'arrived' | 'onTime', string | number>>();
}
