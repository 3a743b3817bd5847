import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { JobRunner } from '../platform/jobs/job-runner';
import { PaymentEventEntity } from './payment-event.entity';
import { PaymentGateway } from './payment-gateway';
import { PaymentWebhooksService } from './payment-webhooks.service';

export const EVENT_RECONCILIATION_JOB = 'payment-event-reconciliation';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Daily, looking three days back: a missed or failed run is covered by the next ones. */
const EVERY_MS = DAY_MS;
const LOOK_BACK_MS = 3 * DAY_MS;
/** Ids asked of the database at once. */
const CHUNK = 500;

export interface ReconciliationReport {
  /** Events the gateway lists: how many. */
  listed: number;
  /** The ids of events we had not stored, now applied (oldest first). */
  applied: string[];
  /** Events that could not be applied now (e.g. dispute evidence Stripe did not take): tried again next run. */
  failed: string[];
}

/**
 * Webhooks can be lost (an outage, a deploy, a misconfigured endpoint). Once a day this asks the
 * gateway for its recent events and applies those the product never stored, through the same
 * path as a webhook (stored once by id, conditional moves), so running it again changes nothing.
 */
@Injectable()
export class PaymentEventReconciliation implements OnModuleInit {
  private readonly logger = new Logger(PaymentEventReconciliation.name);

  constructor(
    @InjectRepository(PaymentEventEntity) private readonly events: Repository<PaymentEventEntity>,
    private readonly gateway: PaymentGateway,
    private readonly webhooks: PaymentWebhooksService,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: EVENT_RECONCILIATION_JOB, everyMs: EVERY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  async run(now: Date): Promise<ReconciliationReport> {
    const listed = await this.gateway.listEvents(new Date(now.getTime() - LOOK_BACK_MS));
    const known = new Set<string>();
    for (let i = 0; i < listed.length; i += CHUNK) {
      const ids = listed.slice(i, i + CHUNK).map((e) => e.id);
      for (const row of await this.events.find({ where: { id: In(ids) }, select: { id: true } })) known.add(row.id);
    }
    const applied: string[] = [];
    const failed: string[] = [];
    for (const event of listed) {
      if (known.has(event.id)) continue;
      try {
        const receipt = await this.webhooks.receive(event);
        if (!receipt.duplicate) applied.push(event.id);
      } catch (error) {
        // One event failing (its id is not stored) must not hold back the ones after it.
        failed.push(event.id);
        this.logger.error(`Payment event ${event.id} (${event.type}) not applied: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (applied.length) this.logger.warn(`Applied ${applied.length} payment event(s) no webhook had delivered`);
    return { listed: listed.length, applied, failed };
  }
}
