import { Global, Module } from '@nestjs/common';
import { DadModule } from '../job-sessions/dad.module';
import { JobSessionReads } from '../job-sessions/job-session-reads';
import { JOB_RECORD } from '../payments/disputes/job-record';
import { JOB_PROGRESS } from '../scheduling/job-progress';

/**
 * Binds the ports scheduling and payments own for what they need of the DAD's job sessions
 * (scheduling/job-progress.ts, payments/disputes/job-record.ts) to job-sessions, the feature above them
 * that answers (decision records 0265 and 0306). Global, so they inject the tokens without importing it.
 */
@Global()
@Module({
  imports: [DadModule],
  providers: [
    { provide: JOB_PROGRESS, useExisting: JobSessionReads },
    { provide: JOB_RECORD, useExisting: JobSessionReads },
  ],
  exports: [JOB_PROGRESS, JOB_RECORD],
})
export class JobPortsModule {}
