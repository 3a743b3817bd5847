import { hostname } from 'node:os';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { JOBS_QUEUE, JobQueue, type FailedJob } from './job-queue';

/** Image processing: one job per upload (ImageProcessing). */
export const IMAGES_QUEUE = 'images';

/** An image job's tries: 2 s, then 4 s (a storage or database hiccup); a file that cannot be read fails at once. */
const IMAGE_RETRIES = { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } } as const;

/**
 * The BullMQ queues of this deployment (REDIS_URL), or none (background work runs in-process): `jobs`
 * for the scheduled work, `images` for uploads to process. Workers (`npm run worker`) take from both;
 * the API only adds.
 */
export class Queues implements OnApplicationShutdown {
  private readonly queues = new Map<string, JobQueue>();

  constructor(config: Pick<AppConfig, 'queue' | 'role' | 'images' | 'log'>) {
    if (!config.queue) return;
    const work = config.role === 'worker';
    const common = { ...config.queue, work, workerName: config.log.instance ?? `${hostname()}:${process.pid}` };
    this.queues.set(JOBS_QUEUE, new JobQueue({ ...common, name: JOBS_QUEUE }));
    this.queues.set(IMAGES_QUEUE, new JobQueue({ ...common, name: IMAGES_QUEUE, concurrency: config.images.concurrency, retries: IMAGE_RETRIES }));
  }

  /** The named queue, or undefined without REDIS_URL. */
  get(name: string): JobQueue | undefined {
    return this.queues.get(name);
  }

  get enabled(): boolean {
    return this.queues.size > 0;
  }

  /** Each queue's jobs per state and oldest waiting job (metrics). */
  async depths(): Promise<Array<{ queue: string; counts: Record<string, number>; oldestWaitingAt: number | null }>> {
    return Promise.all([...this.queues.values()].map(async (queue) => ({ queue: queue.name, ...(await queue.depth()) })));
  }

  /** Every queue's dead letters, newest first. */
  async failed(): Promise<FailedJob[]> {
    const lists = await Promise.all([...this.queues.values()].map((queue) => queue.failed()));
    return lists.flat().sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''));
  }

  async retry(queue: string, id: string): Promise<boolean> {
    return (await this.queues.get(queue)?.retry(id)) ?? false;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
