import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import { JOBS_QUEUE } from './job-queue';
import { JobRunner } from './job-runner';
import { Queues } from './queues';

/** The job runner and the queues (REDIS_URL); modules register their jobs with the runner (see JobRunner). */
@Module({
  providers: [
    { provide: Queues, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new Queues(config) },
    {
      provide: JobRunner,
      inject: [getDataSourceToken(), APP_CONFIG, Metrics, Queues],
      useFactory: (dataSource: DataSource, config: AppConfig, metrics: Metrics, queues: Queues) =>
        new JobRunner(dataSource, {
          enabled: config.jobs.enabled,
          observe: (job, outcome, seconds) => metrics.jobFinished(job, outcome, seconds),
          queue: queues.get(JOBS_QUEUE),
        }),
    },
  ],
  exports: [JobRunner, Queues],
})
export class JobsModule {}
