import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { JobRecord, JobRecords } from '../bookings/job-records';
import { JobSessionEntity } from './job-session.entity';

/** Bookings' JobRecords port, from the job sessions this feature keeps (bound in app/feature-ports.module.ts). */
@Injectable()
export class JobSessionRecords implements JobRecords {
  constructor(@InjectRepository(JobSessionEntity) private readonly sessions: Repository<JobSessionEntity>) {}

  async of(bookingIds: string[]): Promise<JobRecord[]> {
    return bookingIds.length ? this.sessions.findBy({ bookingId: In(bookingIds) }) : [];
  }
}
