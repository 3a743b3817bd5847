import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, LessThan, type DataSource } from 'typeorm';
import { calendarDate } from '@dd/domain/time-windows';
import { DAY_MS, inBatches } from '../platform/jobs/in-batches';
import { JobRunner } from '../platform/jobs/job-runner';
import { WaitlistEntryEntity, WaitlistOfferEntity } from './waitlist.entities';

export const WAITLIST_VISITOR_RETENTION_JOB = 'waitlist-visitor-retention';

/**
 * Once a day, on one instance (decision 0455): a visitor's waiting (no account: their name, email,
 * phone and address) is deleted with its offers once the last day they asked for has passed in the
 * business's time zone, since nothing can be offered to it any more and nobody can see it. An entry
 * a visitor accepted an offer for belongs to the account it opened and stays with it. The places
 * (waitlist_openings) stay: the admin's fill rate counts them.
 */
@Injectable()
export class WaitlistRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: WAITLIST_VISITOR_RETENTION_JOB, everyMs: DAY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  /** Answers how many visitors' entries went; each batch (the entries and their offers) in a transaction of its own. */
  run(now: Date): Promise<number> {
    const due = { customerId: IsNull(), toDate: LessThan(calendarDate(now)) };
    return inBatches(
      async (take) => (await this.dataSource.manager.find(WaitlistEntryEntity, { select: { id: true }, where: due, order: { toDate: 'ASC' }, take })).map((e) => e.id),
      (ids) =>
        this.dataSource.transaction(async (manager) => {
          // Read again inside: an entry accepted since (it has an account now) keeps its offers.
          const still = (await manager.find(WaitlistEntryEntity, { select: { id: true }, where: { id: In(ids), customerId: IsNull() } })).map((e) => e.id);
          if (!still.length) return;
          await manager.delete(WaitlistOfferEntity, { entryId: In(still) });
          await manager.delete(WaitlistEntryEntity, { id: In(still) });
        }),
    );
  }
}
