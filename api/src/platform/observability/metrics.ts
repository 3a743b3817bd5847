import { timingSafeEqual } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { unauthenticated } from '../../common/api-exception';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../database/database-pool';
import { routeOf } from './request-log';

/** What the scrape reads from the rest of the app when it happens (never a timer of its own). */
export interface MetricSources {
  pool(): PoolStats;
  /** Anonymous public reads answered before the framework since start. */
  replayedReads(): number;
  /** Messages due and not yet delivered, and since when the oldest has been due (epoch ms). */
  outboxBacklog(): Promise<{ due: number; oldestDueAt: number | null }>;
  /** Each background work queue's jobs per state and oldest waiting job (none without REDIS_URL). */
  queueDepths(): Promise<Array<{ queue: string; counts: Record<string, number>; oldestWaitingAt: number | null }>>;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * This instance's Prometheus metrics (prom-client, a registry per app so two instances in one test
 * process stay apart). Request latency is observed in front of the framework, by route pattern (never
 * the path: ids would make a series per booking); the gauges are read at scrape time.
 */
@Injectable()
export class Metrics implements OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly images = new Histogram({
    name: 'image_processing_seconds',
    help: 'Time sharp took to check and re-encode one upload into its variants, by outcome.',
    labelNames: ['outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs on this instance, by job and outcome.',
    labelNames: ['job', 'outcome'],
    registers: [this.registry],
  });
  private readonly jobDurations = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time one background job run took, by job.',
    labelNames: ['job'],
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly clientErrors = new Counter({
    name: 'client_errors_total',
    help: 'Errors browsers reported, by remote, remote version and kind (error, chunk, boundary).',
    labelNames: ['remote', 'version', 'kind'],
    registers: [this.registry],
  });
  private server?: Server;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The gauges read at scrape time. */
  watch(sources: MetricSources): void {
    const registers = [this.registry];
    const pool = (name: string, help: string, value: (stats: PoolStats) => number) =>
      new Gauge({ name, help, registers, collect() { this.set(value(sources.pool())); } });
    pool('db_pool_size', 'Connections the database pool may open.', (s) => s.size);
    pool('db_pool_connections_in_use', 'Pool connections held by requests or jobs now.', (s) => s.inUse);
    pool('db_pool_waiting', 'Requests or jobs waiting for a pool connection now.', (s) => s.waiting);
    pool('db_pool_oldest_wait_seconds', 'How long the longest waiter has waited.', (s) => s.oldestWaitMs / 1000);
    // Counted elsewhere since start; a counter read at scrape time.
    const total = (name: string, help: string, value: () => number) =>
      new Counter({ name, help, registers, collect() { this.reset(); this.inc(value()); } });
    total('db_pool_acquire_timeouts_total', 'Acquisitions that gave up waiting (503 DATABASE_BUSY).', () => sources.pool().timeouts);
    total('replayed_reads_total', 'Anonymous public reads answered from memory before the framework.', sources.replayedReads);
    // One query a scrape, shared by both gauges (a scrape collects every metric at once).
    let scraping: ReturnType<MetricSources['outboxBacklog']> | undefined;
    const backlog = () => (scraping ??= sources.outboxBacklog().finally(() => (scraping = undefined)));
    new Gauge({
      name: 'outbox_lag_seconds',
      help: 'How long the oldest due, undelivered message has been waiting (0 when none).',
      registers,
      async collect() {
        const { oldestDueAt } = await backlog();
        this.set(oldestDueAt === null ? 0 : Math.max(0, Date.now() - oldestDueAt) / 1000);
      },
    });
    new Gauge({
      name: 'outbox_due_messages',
      help: 'Messages due for delivery and not delivered yet.',
      registers,
      async collect() {
        this.set((await backlog()).due);
      },
    });
    this.watchQueue(sources);
  }

  private watchQueue(sources: MetricSources): void {
    const registers = [this.registry];
    let scraping: ReturnType<MetricSources['queueDepths']> | undefined;
    const depth = () => (scraping ??= sources.queueDepths().finally(() => (scraping = undefined)));
    new Gauge({
      name: 'queue_jobs',
      help: 'Background jobs in the queue (REDIS_URL), by state.',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        for (const read of await depth()) {
          for (const [state, count] of Object.entries(read.counts)) this.set({ queue: read.queue, state }, count);
        }
      },
    });
    new Gauge({
      name: 'queue_oldest_waiting_seconds',
      help: 'How long the oldest job waiting for a worker has waited (0 when none).',
      labelNames: ['queue'],
      registers,
      async collect() {
        for (const read of await depth()) {
          this.set({ queue: read.queue }, read.oldestWaitingAt === null ? 0 : Math.max(0, Date.now() - read.oldestWaitingAt) / 1000);
        }
      },
    });
  }

  /** Times every request the listener answers, under the route it matched. */
  around(listener: RequestListener): RequestListener {
    return (request, response) => {
      const end = this.requests.startTimer();
      response.once('close', () => end({ method: request.method, route: routeOf(request), status: response.statusCode }));
      listener(request, response);
    };
  }

  /** Times one image's processing. */
  async timeImage<T>(work: () => Promise<T>): Promise<T> {
    const end = this.images.startTimer();
    try {
      const result = await work();
      end({ outcome: 'ok' });
      return result;
    } catch (error) {
      end({ outcome: 'failed' });
      throw error;
    }
  }

  jobFinished(job: string, outcome: 'ok' | 'failed', seconds: number): void {
    this.jobRuns.inc({ job, outcome });
    this.jobDurations.observe({ job }, seconds);
  }

  clientError(remote: string, version: string, kind: string): void {
    this.clientErrors.inc({ remote, version, kind });
  }

  /** `GET /metrics` on the app's own port: only with the bearer token (an unauthorised scrape hears 401). */
  endpoint(token: string): RequestHandler {
    const expected = Buffer.from(`Bearer ${token}`);
    return (request, response, next) => {
      const sent = Buffer.from(request.get('authorization') ?? '');
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return next(unauthenticated('Metrics need the bearer token (METRICS_TOKEN).'));
      this.registry.metrics().then((text) => response.writeHead(200, { 'Content-Type': this.registry.contentType, 'Cache-Control': 'no-store' }).end(text), next);
    };
  }

  /** `GET /metrics` on an internal port of its own (METRICS_PORT), open to whoever reaches it. */
  async serve(port: number): Promise<Server> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return response.writeHead(404).end();
      this.registry.metrics().then(
        (text) => response.writeHead(200, { 'Content-Type': this.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
    this.server = server;
    return server;
  }

  onApplicationShutdown(): void {
    this.server?.close();
  }
}
