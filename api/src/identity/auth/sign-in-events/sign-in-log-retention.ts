import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { SIGN_IN_LOG_DAYS } from '@dd/contracts/privacy';
import { DAY_MS, inBatches } from '../../../platform/jobs/in-batches';
import { JobRunner } from '../../../platform/jobs/job-runner';
import { SignInEventEntity } from './sign-in-event.entity';

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

  /** Deletes in batches; answers how many went. */
  run(now: Date): Promise<number> {
    const before = now.getTime() - SIGN_IN_LOG_DAYS * DAY_MS;
    return inBatches(
      async (take) => (await this.events.find({ select: { id: true }, where: { at: LessThan(before) }, take })).map((row) => row.id),
      (ids) => this.events.delete(ids),
    );
  }
}
