import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { SIGN_IN_LOG_DAYS } from '@dd/contracts/privacy';
import { JobRunner } from '../../../platform/jobs/job-runner';
import { SignInEventEntity } from './sign-in-event.entity';

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 1_000;
export const SIGN_IN_LOG_RETENTION_JOB = 'sign-in-log-retention';

/** Once a day, on one instance: the sign-in log forgets what is older than SIGN_IN_LOG_DAYS. */
@Injectable()
export class SignInLogRetention implements OnModuleInit {
  constructor(
    @InjectRepository(SignInEventEntity) private readonly events: Repository<SignInEventEntity>,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: SIGN_IN_LOG_RETENTION_JOB, everyMs: DAY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  /** Deletes in batches (a first run may find years of rows); answers how many went. */
  async run(now: Date): Promise<number> {
    const before = now.getTime() - SIGN_IN_LOG_DAYS * DAY_MS;
    let removed = 0;
    for (;;) {
      const due = await this.events.find({ select: { id: true }, where: { at: LessThan(before) }, take: BATCH });
      if (!due.length) return removed;
      await this.events.delete(due.map((row) => row.id));
      removed += due.length;
    }
  }
}
