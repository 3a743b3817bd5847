import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import type { JobRecordPort } from '../payments/disputes/job-record';
import type { JobProgressPort } from '../scheduling/job-progress';
import { JobSessionEntity } from './job-session.entity';

/**
 * The job sessions, for the features that are not job-sessions: the ports of the ones below it
 * (scheduling's dispatch board, payments' dispute evidence) and the figures of the admin dashboard.
 * Job-sessions owns the table (tools/lint/table-owners.mjs); the others ask here.
 */
@Injectable()
export class JobSessionReads implements JobProgressPort, JobRecordPort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  ofBookings(bookingIds: string[]): Promise<JobSessionEntity[]> {
    return bookingIds.length ? this.dataSource.manager.find(JobSessionEntity, { where: { bookingId: In(bookingIds) } }) : Promise.resolve([]);
  }

  of(bookingId: string): Promise<JobSessionEntity | null> {
    return this.dataSource.manager.findOneBy(JobSessionEntity, { bookingId });
  }
}

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
