import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LessThanOrEqual, type DataSource, type Repository } from 'typeorm';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@dd/contracts/webhooks';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { runWork } from '../../platform/database/work-context';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import type { WebhookSender } from './webhook-sender';

export const WEBHOOKS_JOB = 'webhook-delivery';
/** Longer than one try may take (SEND_TIMEOUT_MS): a worker killed mid-send leaves the delivery to another after this. */
const CLAIM_MS = 60_000;
/** Tries kept in a delivery's log (the first ones and the latest: a replayed delivery may add more). */
const LOG_LIMIT = 20;

export interface WebhookWorkerOptions {
  /** Whether this instance polls by itself; tests leave it off and call deliverDue(). */
  enabled: boolean;
  pollMs?: number;
  /** Delays after each failed try, in ms (WEBHOOK_RETRY_DELAYS_SECONDS unless configured); past the last, the delivery is failed. */
  retryDelaysMs?: number[];
  /** With a queue: delivery is a queued job every few seconds, run by the workers, instead of this instance's poll. */
  runner?: JobRunner;
}

/**
 * Sends the webhook outbox after the changes commit, as the message outbox does (OutboxWorker):
 * every instance polls (or, with REDIS_URL, a scheduled job on the workers), a due delivery goes to
 * whoever claims it with a conditional UPDATE, and the result names the claim. A failed try waits
 * the next retry delay; a 2xx ends it.
 */
export class WebhookWorker implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly deliveries: Repository<WebhookDeliveryEntity>;
  private readonly endpoints: Repository<WebhookEndpointEntity>;
  private readonly delays: number[];
  private timer?: NodeJS.Timeout;
  private busy = false;
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    dataSource: DataSource,
    private readonly sender: WebhookSender,
    private readonly box: SecretBox,
    private readonly options: WebhookWorkerOptions,
  ) {
    this.deliveries = dataSource.getRepository(WebhookDeliveryEntity);
    this.endpoints = dataSource.getRepository(WebhookEndpointEntity);
    this.delays = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_SECONDS.map((seconds) => seconds * 1000);
  }

  onModuleInit(): void {
    this.options.runner?.register({ name: WEBHOOKS_JOB, everyMs: this.options.pollMs ?? 5_000, run: () => this.deliverDue().then(() => undefined) });
  }

  onApplicationBootstrap(): void {
    if (!this.options.enabled || this.options.runner) return;
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? 5_000).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async poll(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await runWork('webhook delivery', false, () => this.deliverDue());
    } catch (error) {
      this.logger.error(`Webhook delivery failed: ${String(error)}`);
    } finally {
      this.busy = false;
    }
  }

  /** Claims and sends what is due at `now`; returns how many the receivers took (2xx). */
  async deliverDue(now = Date.now(), limit = 20): Promise<number> {
    const due = await this.deliveries.find({
      select: { id: true },
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now), claimedUntil: LessThanOrEqual(now) },
      order: { nextAttemptAt: 'ASC' },
      take: limit,
    });
    let delivered = 0;
    for (const { id } of due) {
      if ((await this.claim(id, now)) && (await this.deliver(id, now))) delivered++;
    }
    return delivered;
  }

  /** The atomic step: only one worker's UPDATE finds the delivery unclaimed. Counts the try. */
  private async claim(id: string, now: number): Promise<boolean> {
    const result = await this.deliveries
      .createQueryBuilder()
      .update()
      .set({ claimedBy: this.workerId, claimedUntil: now + CLAIM_MS, attempts: () => 'attempts + 1' })
      .where('id = :id AND status = :status AND claimedUntil <= :now AND nextAttemptAt <= :now', { id, status: 'pending', now })
      .execute();
    return result.affected === 1;
  }

  private async deliver(id: string, now: number): Promise<boolean> {
    const delivery = await this.deliveries.findOneByOrFail({ id });
    const endpoint = await this.endpoints.findOneBy({ id: delivery.endpointId });
    const result = !endpoint || endpoint.disabledAt !== null
      ? { statusCode: null, error: 'The endpoint is disabled' }
      : await this.sender.send(endpoint.url, this.box.open(endpoint.secretSealed), delivery.id, delivery.payload);
    const ok = result.error === null;
    const log = [...delivery.log, { at: now, statusCode: result.statusCode, error: result.error }];
    const delay = this.delays[delivery.attempts - 1];
    const gaveUp = !ok && (delay === undefined || !endpoint || endpoint.disabledAt !== null);
    if (!ok) this.logger.warn(`Webhook ${delivery.id} (${delivery.eventType}) try ${delivery.attempts}: ${result.error}`);
    await this.deliveries.update(
      { id, claimedBy: this.workerId },
      {
        status: ok ? 'delivered' : gaveUp ? 'failed' : 'pending',
        deliveredAt: ok ? now : null,
        lastStatusCode: result.statusCode,
        lastError: result.error?.slice(0, 500) ?? null,
        nextAttemptAt: ok || gaveUp ? now : now + delay!,
        log: log.length > LOG_LIMIT ? [...log.slice(0, 5), ...log.slice(-(LOG_LIMIT - 5))] : log,
        claimedBy: null,
        claimedUntil: 0,
      },
    );
    return ok;
  }
}
