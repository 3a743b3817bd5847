import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobRunner } from './job-runner';

/** The job runner; modules register their jobs with it (see JobRunner). */
@Module({
  providers: [
    {
      provide: JobRunner,
      inject: [getDataSourceToken(), APP_CONFIG],
      useFactory: (dataSource: DataSource, config: AppConfig) => new JobRunner(dataSource, { enabled: config.jobs.enabled }),
    },
  ],
  exports: [JobRunner],
})
export class JobsModule {}
