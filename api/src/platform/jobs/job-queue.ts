import { Logger } from '@nestjs/common';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Queue, UnrecoverableError, Worker, type JobsOptions } from 'bullmq';
import IORedis from 'ioredis';

/** The queue of scheduled background work; each job's name says which work it is. */
export const JOBS_QUEUE = 'jobs';

export interface JobQueueOptions {
  redisUrl: string;
  /** Keys live under `<prefix>:<name>:*` (several deployments, or tests, may share one Redis). */
  prefix: string;
  /** The queue's name; `jobs` (the scheduled work) unless given. */
  name?: string;
  /** Whether this process runs the jobs (a worker: `npm run worker`) or only adds them (the API). */
  work: boolean;
  /** Jobs one worker process runs at once. */
  concurrency?: number;
  /** How long a worker's lock on a job holds without renewal; a killed worker's job goes to another after about this. */
  stalledMs?: number;
  /** Names this process as the worker of the jobs it takes (BullMQ's `processedBy`). */
  workerName?: string;
  /** Tries and backoff of each job added (scheduled jobs: 4 tries, 10 s, 20 s, 40 s). */
  retries?: Pick<JobsOptions, 'attempts' | 'backoff'>;
}

/** A job that failed every try: what the admin's dead-letter list shows. */
export interface FailedJob {
  queue: string;
  id: string;
  name: string;
  error: string;
  attempts: number;
  failedAt: string | null;
}

/** Retries after a failure, with backoff: 10 s, 20 s, 40 s... (the next scheduled run comes anyway). */
const RETRIES = { attempts: 4, backoff: { type: 'exponential', delay: 10_000 } } as const;
/** Finished jobs kept in Redis: the dead letters the admin sees, and a little history. */
const KEEP = { removeOnComplete: 1_000, removeOnFail: 5_000 } as const;

/** Where a job's data carries the trace context of whoever added it (W3C traceparent). */
const TRACE_FIELD = '_trace';

/** Throw it from a job to fail it at once, without retries (the work can never succeed). */
export { UnrecoverableError };

/**
 * One BullMQ queue (REDIS_URL). The scheduled work uses it through job schedulers, so one run per
 * period happens across every instance, taken by whichever worker process is free; one-off work
 * (image processing) adds jobs. A worker that dies mid-job leaves a lock that runs out; BullMQ's
 * stalled-job check hands the job to another worker. Jobs must therefore be safe to repeat. A job
 * carries the trace context of the request that added it, and the worker's span continues that trace.
 */
export class JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly connection: IORedis;
  private readonly queue: Queue;
  private worker?: Worker;
  private workerConnection?: IORedis;
  readonly name: string;

  constructor(private readonly options: JobQueueOptions) {
    this.name = options.name ?? JOBS_QUEUE;
    // BullMQ's workers block on Redis: no per-command retry limit.
    this.connection = new IORedis(options.redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue(this.name, { connection: this.connection, prefix: options.prefix });
  }

  get works(): boolean {
    return this.options.work;
  }

  /** Declares every job's schedule (idempotent: each instance may, the schedule stays one). */
  async schedule(jobs: Array<{ name: string; everyMs: number }>): Promise<void> {
    for (const job of jobs) {
      await this.queue.upsertJobScheduler(job.name, { every: job.everyMs }, { name: job.name, opts: { ...RETRIES, ...KEEP } });
    }
  }

  /** Adds one job; `jobId` makes adding it twice add it once. The active trace goes along. */
  async add(name: string, data: Record<string, unknown>, jobId?: string): Promise<void> {
    const carrier: Record<string, string> = {};
    propagation.inject(context.active(), carrier);
    await this.queue.add(name, { ...data, [TRACE_FIELD]: carrier }, { ...(this.options.retries ?? RETRIES), ...KEEP, jobId });
  }

  /** Starts taking jobs (workers only); `run` does the named job, inside a span continuing the adder's trace. */
  start(run: (name: string, data: Record<string, unknown>) => Promise<void>): void {
    const tracer = trace.getTracer('dads-detailing-jobs');
    const stalledMs = this.options.stalledMs ?? 30_000;
    this.worker = new Worker(
      this.name,
      async (job) => {
        const { [TRACE_FIELD]: carrier, ...data } = (job.data ?? {}) as Record<string, unknown>;
        const parent = propagation.extract(ROOT_CONTEXT, (carrier as Record<string, string> | undefined) ?? {});
        const attributes = { 'messaging.system': 'bullmq', 'messaging.destination.name': this.name, 'messaging.message.id': job.id ?? '', 'job.attempt': job.attemptsMade + 1 };
        return tracer.startActiveSpan(`${this.name} ${job.name}`, { kind: SpanKind.CONSUMER, attributes }, parent, async (span) => {
          try {
            await run(job.name, data);
          } catch (error) {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
            throw error;
          } finally {
            span.end();
          }
        });
      },
      {
        connection: (this.workerConnection = this.connection.duplicate()),
        prefix: this.options.prefix,
        name: this.options.workerName,
        concurrency: this.options.concurrency ?? 2,
        lockDuration: stalledMs,
        stalledInterval: stalledMs,
      },
    );
    this.worker.on('failed', (job, error) => this.logger.warn(`Job ${this.name}/${job?.name} ${job?.id} failed (try ${job?.attemptsMade}): ${error.message}`));
    this.worker.on('error', (error) => this.logger.error(`Queue worker: ${error.message}`));
  }

  /** Jobs per state, and since when the oldest waiting one has waited (metrics). */
  async depth(): Promise<{ counts: Record<string, number>; oldestWaitingAt: number | null }> {
    const [counts, [oldest]] = await Promise.all([this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'), this.queue.getJobs(['waiting'], 0, 0, true)]);
    return { counts, oldestWaitingAt: oldest?.timestamp ?? null };
  }

  /** The dead letters: jobs that failed every try, newest first. */
  async failed(limit = 100): Promise<FailedJob[]> {
    const jobs = await this.queue.getFailed(0, limit - 1);
    return jobs
      .filter((job) => job !== undefined)
      .map((job) => ({
        queue: this.name,
        id: String(job.id),
        name: job.name,
        error: job.failedReason ?? '',
        attempts: job.attemptsMade,
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      }));
  }

  /** Puts a dead letter back in line for a fresh set of tries; false when no failed job has this id. */
  async retry(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  }

  /** Lets the running jobs finish, then disconnects. */
  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.workerConnection?.disconnect();
    this.connection.disconnect();
  }
}
