import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import { JobQueue } from './job-queue';
import { JobRunner } from './job-runner';

/** The job runner; modules register their jobs with it (see JobRunner). */
@Module({
  providers: [
    {
      provide: JobRunner,
      inject: [getDataSourceToken(), APP_CONFIG, Metrics],
      useFactory: (dataSource: DataSource, config: AppConfig, metrics: Metrics) =>
        new JobRunner(dataSource, {
          enabled: config.jobs.enabled,
          observe: (job, outcome, seconds) => metrics.jobFinished(job, outcome, seconds),
          queue: config.queue ? new JobQueue({ ...config.queue, work: config.role === 'worker' }) : undefined,
        }),
    },
  ],
  exports: [JobRunner],
})
export class JobsModule {}
