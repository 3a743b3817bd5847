import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '../../common/api-exception';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeadLettersDto, SystemStatusDto } from '@dd/contracts/admin-stats';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { JobRunner } from '../../platform/jobs/job-runner';
import { Queues } from '../../platform/jobs/queues';
import { PaymentsService } from '../../payments/payments.service';
import { FileStorage } from '../../platform/storage/file-storage';
import { S3FileStorage } from '../../platform/storage/s3-file-storage';
import { ReleasesService } from '../releases/releases.service';
import { remoteVersions } from '../../platform/web/remote-releases';

/** The dashboard's system status: each line a real check made on this request. */
@Injectable()
export class SystemStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly payments: PaymentsService,
    private readonly jobs: JobRunner,
    private readonly releases: ReleasesService,
    private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(): Promise<SystemStatusDto> {
    const started = Date.now();
    const database = await this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const latencyMs = Date.now() - started;
    // Reading a key that does not exist answers null from a reachable store and throws from a broken one.
    const storage = await this.storage.get('status-check/none').then(
      () => true,
      () => false,
    );
    return {
      database: { ok: database, type: String(this.dataSource.options.type), latencyMs },
      storage: { ok: storage, kind: this.storage instanceof S3FileStorage ? 's3' : 'local' },
      payments: { mode: this.payments.config().mode },
      jobs: database ? await this.jobs.lastRuns() : [],
      remotes: remoteVersions(this.config),
      releases: database ? await this.releases.releases() : [],
    };
  }

  /** Background jobs that failed every try, newest first (REDIS_URL). */
  async deadLetters(): Promise<DeadLettersDto> {
    return { queued: this.queues.enabled, jobs: await this.queues.failed() };
  }

  /** Gives a dead letter a fresh set of tries. */
  async retryDeadLetter(queue: string, id: string): Promise<void> {
    if (!(await this.queues.retry(queue, id))) throw notFound('No failed job with this id in this queue');
  }
}
