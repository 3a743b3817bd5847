import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';

/** The one queue of background work; each job's name says which work it is. */
export const JOBS_QUEUE = 'jobs';

export interface JobQueueOptions {
  redisUrl: string;
  /** Keys live under `<prefix>:jobs:*` (several deployments, or tests, may share one Redis). */
  prefix: string;
  /** Whether this process runs the jobs (a worker: `npm run worker`) or only declares their schedules (the API). */
  work: boolean;
  /** Jobs one worker process runs at once. */
  concurrency?: number;
}

/** Retries after a failure, with backoff: 10 s, 20 s, 40 s... (the next scheduled run comes anyway). */
const RETRIES = { attempts: 4, backoff: { type: 'exponential', delay: 10_000 } } as const;

/**
 * Background work on BullMQ (REDIS_URL): each job is a job scheduler, so one run per period happens
 * across every instance, taken by whichever worker process is free. A worker that dies mid-job
 * leaves a lock that runs out; BullMQ's stalled-job check hands the job to another worker. Jobs must
 * therefore be safe to repeat, as they already are under the database lease (JobRunner).
 */
export class JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly connection: IORedis;
  private readonly queue: Queue;
  private worker?: Worker;

  constructor(private readonly options: JobQueueOptions) {
    // BullMQ's workers block on Redis: no per-command retry limit.
    this.connection = new IORedis(options.redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue(JOBS_QUEUE, { connection: this.connection, prefix: options.prefix });
  }

  get works(): boolean {
    return this.options.work;
  }

  /** Declares every job's schedule (idempotent: each instance may, the schedule stays one). */
  async schedule(jobs: Array<{ name: string; everyMs: number }>): Promise<void> {
    for (const job of jobs) {
      await this.queue.upsertJobScheduler(job.name, { every: job.everyMs }, { name: job.name, opts: { ...RETRIES, removeOnComplete: 1_000, removeOnFail: 5_000 } });
    }
  }

  /** Starts taking jobs (workers only); `run` does the named job. */
  start(run: (name: string) => Promise<void>): void {
    this.worker = new Worker(JOBS_QUEUE, (job) => run(job.name), {
      connection: this.connection.duplicate(),
      prefix: this.options.prefix,
      concurrency: this.options.concurrency ?? 2,
    });
    this.worker.on('failed', (job, error) => this.logger.warn(`Job ${job?.name} failed (try ${job?.attemptsMade}): ${error.message}`));
    this.worker.on('error', (error) => this.logger.error(`Queue worker: ${error.message}`));
  }

  /** Jobs per state, and since when the oldest waiting one has waited (metrics). */
  async depth(): Promise<{ counts: Record<string, number>; oldestWaitingAt: number | null }> {
    const [counts, [oldest]] = await Promise.all([this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'), this.queue.getJobs(['waiting'], 0, 0, true)]);
    return { counts, oldestWaitingAt: oldest?.timestamp ?? null };
  }

  /** Lets the running jobs finish, then disconnects. */
  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
  }
}
