import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LessThanOrEqual, type DataSource, type Repository } from 'typeorm';
import { runWork } from '../platform/database/work-context';
import type { JobRunner } from '../platform/jobs/job-runner';
import { DeliveryError, type EmailSender } from './email-sender';
import { MessageEntity } from './message.entity';
import type { SmsSender } from './sms-sender';

/** Tries per message before it is marked failed. */
export const MAX_ATTEMPTS = 6;
/** How long a worker's claim on a message holds; longer than any one send may take (see SmtpEmailSender). */
export const CLAIM_MS = 5 * 60_000;
/** 1, 2, 4, 8, 16 minutes between tries. */
export const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/** One-time links (password tokens) leave the stored copy once the message is out: only the recipient holds them. */
const withoutLinks = (content: string) => content.replace(/([?&]token=)[\w-]+/g, '$1(removed once sent)');

export interface OutboxWorkerOptions {
  mailFrom: string;
  /** Whether this instance polls by itself; tests leave it off and call deliverDue(). */
  enabled: boolean;
  pollMs?: number;
  /** How long a claim holds (CLAIM_MS unless configured). */
  claimMs?: number;
  /** With a queue: delivery is a queued job every few seconds, run by the workers, instead of this instance's poll. */
  runner?: JobRunner;
}

export const OUTBOX_JOB = 'outbox-delivery';

/**
 * Delivers the outbox. Every instance runs one; a message is sent by whoever claims it, with a
 * conditional UPDATE that only one can win (on MySQL and SQLite alike). The claim is a lease: a
 * worker killed mid-delivery leaves a claim that runs out, and the message is tried again. Marking
 * it sent names the claim, so a late worker can never overwrite another's result. A crash after the
 * provider accepted a message but before it is marked sent resends it with the same Message-ID
 * (the idempotency key), which mail systems recognise as the same message.
 */
export class OutboxWorker implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Messages');
  private readonly rows: Repository<MessageEntity>;
  private timer?: NodeJS.Timeout;
  private busy = false;
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    dataSource: DataSource,
    readonly email: EmailSender,
    private readonly sms: SmsSender | null,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.rows = dataSource.getRepository(MessageEntity);
  }

  onModuleInit(): void {
    this.options.runner?.register({ name: OUTBOX_JOB, everyMs: this.options.pollMs ?? 5_000, run: () => this.deliverDue().then(() => undefined) });
  }

  onApplicationBootstrap(): void {
    if (!this.options.enabled || this.options.runner) return;
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? 5_000).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.email.close();
  }

  private async poll(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await runWork('outbox delivery', false, () => this.deliverDue());
    } catch (error) {
      this.logger.error(`Outbox delivery failed: ${String(error)}`);
    } finally {
      this.busy = false;
    }
  }

  /** Messages due and not delivered yet, and since when the oldest has been due (the outbox's lag, for metrics). */
  async backlog(now = Date.now()): Promise<{ due: number; oldestDueAt: number | null }> {
    const row = await this.rows
      .createQueryBuilder('message')
      .select('COUNT(*)', 'due')
      .addSelect('MIN(message.nextAttemptAt)', 'oldest')
      .where('message.status = :status AND message.nextAttemptAt <= :now', { status: 'pending', now })
      .getRawOne<{ due: string | number; oldest: string | number | null }>();
    return { due: Number(row?.due ?? 0), oldestDueAt: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest) };
  }

  /** Claims and delivers what is due; returns how many it sent. */
  async deliverDue(now = Date.now(), limit = 20): Promise<number> {
    const due = await this.rows.find({
      select: { id: true },
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now), claimedUntil: LessThanOrEqual(now) },
      order: { nextAttemptAt: 'ASC' },
      take: limit,
    });
    let sent = 0;
    for (const { id } of due) {
      if ((await this.claim(id, now)) && (await this.deliver(id, now))) sent++;
    }
    return sent;
  }

  /** The atomic step: only one worker's UPDATE finds the message unclaimed. Counts the attempt. */
  async claim(id: string, now = Date.now()): Promise<boolean> {
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set({ claimedBy: this.workerId, claimedUntil: now + (this.options.claimMs ?? CLAIM_MS), attempts: () => 'attempts + 1' })
      .where('id = :id AND status = :status AND claimedUntil <= :now AND nextAttemptAt <= :now', { id, status: 'pending', now })
      .execute();
    return result.affected === 1;
  }

  private async deliver(id: string, now: number): Promise<boolean> {
    const message = await this.rows.findOneByOrFail({ id });
    try {
      if (message.channel === 'email') {
        const { idempotencyKey: key, recipient: to, subject, text, html, ics, unsubscribeUrl } = message;
        await this.email.send({ key, from: this.options.mailFrom, to, subject, text, html, ics, unsubscribeUrl });
      } else {
        if (!this.sms) throw new DeliveryError('SMS is not configured', true);
        await this.sms.send({ to: message.recipient, body: message.text });
      }
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const final = permanent || message.attempts >= MAX_ATTEMPTS;
      this.logger.warn(`Message ${message.id} (${message.kind} to ${message.recipient}) not delivered: ${String(error)}`);
      await this.finish(message.id, {
        status: final ? 'failed' : 'pending',
        lastError: String((error as Error).message ?? error).slice(0, 500),
        nextAttemptAt: now + backoffMs(message.attempts),
      });
      return false;
    }
    await this.finish(message.id, { status: 'sent', sentAt: new Date(), lastError: null, text: withoutLinks(message.text), html: message.html && withoutLinks(message.html) });
    return true;
  }

  /** Ends this worker's claim; does nothing if the claim ran out and someone else holds the message. */
  private async finish(id: string, values: Partial<MessageEntity>): Promise<void> {
    await this.rows.update({ id, claimedBy: this.workerId }, { ...values, claimedBy: null, claimedUntil: 0 });
  }
}
