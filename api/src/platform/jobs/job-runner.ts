import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { JobLeaseEntity } from './job-lease.entity';
import { isUniqueViolation } from '../../common/unique-violation';
import { runWork } from '../database/work-context';
import type { JobQueue } from './job-queue';

export interface JobDefinition {
  /** Unique; the lease row's key. */
  name: string;
  /** The job runs at most once per period across all instances. */
  everyMs: number;
  /** The work, given the tick's time. It should be safe to repeat (a crash mid-run is retried next period). */
  run(now: Date): Promise<void>;
}

export interface JobRunnerOptions {
  /** Whether this instance ticks by itself; tests leave it off and call tick(). */
  enabled: boolean;
  /** How often each instance checks for due jobs. */
  tickMs?: number;
  /** Hears each run's outcome and duration (metrics). */
  observe?: (job: string, outcome: 'ok' | 'failed', seconds: number) => void;
  /** With REDIS_URL: the jobs are scheduled on BullMQ and run by worker processes instead of the lease tick. */
  queue?: JobQueue;
}

/**
 * A small job runner for work that must happen once, whatever the number of API instances: every
 * instance ticks, and for each job only the one that takes its lease row (an atomic conditional
 * UPDATE on `job_leases`) runs it, then nobody does until the lease ends a period later.
 * With a queue (REDIS_URL) the same jobs are BullMQ job schedulers instead, run by the worker
 * processes (`npm run worker`); the API instances only declare them.
 */
export class JobRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobRunner.name);
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly running = new Set<string>();
  private timer?: NodeJS.Timeout;
  /** Names this instance in the lease rows, for whoever looks at them. */
  readonly instanceId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: JobRunnerOptions,
  ) {}

  register(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { queue } = this.options;
    if (queue) {
      await queue.schedule([...this.jobs.values()]);
      if (queue.works) queue.start((name) => this.runQueued(name));
      return;
    }
    if (!this.options.enabled) return;
    // unref: a pending tick never keeps the process alive on shutdown.
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 60_000).unref();
  }

  onApplicationShutdown(): void {
    // The queue itself is closed by Queues.
    clearInterval(this.timer);
  }

  /** One job taken from the queue, as one unit of work (so the one-connection rule holds for it too); a throw makes BullMQ retry it. */
  private async runQueued(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name} in this worker`);
    const started = performance.now();
    try {
      await runWork(`job ${name}`, false, () => job.run(new Date()));
      this.options.observe?.(name, 'ok', (performance.now() - started) / 1000);
    } catch (error) {
      this.options.observe?.(name, 'failed', (performance.now() - started) / 1000);
      throw error;
    }
  }

  /** When each registered job last started on any instance (its lease began one period before it ends); null if never. */
  async lastRuns(): Promise<Array<{ name: string; lastRunAt: string | null }>> {
    const leases = await this.dataSource.getRepository(JobLeaseEntity).find();
    return [...this.jobs.values()].map((job) => {
      const lease = leases.find((l) => l.name === job.name);
      return { name: job.name, lastRunAt: lease?.leaseUntil ? new Date(lease.leaseUntil - job.everyMs).toISOString() : null };
    });
  }

  /** Runs every due job whose lease this instance takes; returns the names it ran. */
  async tick(now = Date.now()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      if (this.running.has(job.name)) continue;
      let started: number | undefined;
      try {
        if (!(await this.takeLease(job, now))) continue;
        this.running.add(job.name);
        started = performance.now();
        await runWork(`job ${job.name}`, false, () => job.run(new Date(now)));
        this.options.observe?.(job.name, 'ok', (performance.now() - started) / 1000);
        ran.push(job.name);
      } catch (error) {
        if (started !== undefined) this.options.observe?.(job.name, 'failed', (performance.now() - started) / 1000);
        this.logger.error(`Job ${job.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
      } finally {
        this.running.delete(job.name);
      }
    }
    return ran;
  }

  /** The atomic step: only one UPDATE can move an expired lease forward; its author runs the job. */
  private async takeLease(job: JobDefinition, now: number, retry = true): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(JobLeaseEntity)
      .set({ holder: this.instanceId, leaseUntil: now + job.everyMs })
      .where('name = :name AND leaseUntil <= :now', { name: job.name, now })
      .execute();
    if (result.affected === 1) return true;
    if (!retry) return false;
    // First time anyone runs this job: create its row (free), then compete for it like any tick.
    const exists = await this.dataSource.getRepository(JobLeaseEntity).existsBy({ name: job.name });
    if (exists) return false;
    try {
      await this.dataSource.getRepository(JobLeaseEntity).insert({ name: job.name, holder: null, leaseUntil: 0 });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return this.takeLease(job, now, false);
  }
}
