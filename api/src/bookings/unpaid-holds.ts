import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, LessThanOrEqual, type DataSource } from 'typeorm';
import type { PaymentStatus } from '@dd/contracts/enums';
import type { RateLimitRule } from '../identity/auth/rate-limiter';
import { JobRunner } from '../platform/jobs/job-runner';
import { BookingEvents, type Actor } from './booking-events';
import { BookingEntity } from './booking.entity';

/** No card hold placed yet: the booking is unpaid (a declined card is 'failed' and may be tried again). */
export const UNPAID_PAYMENT_STATUSES: PaymentStatus[] = ['pending', 'failed'];

/** Unpaid places one customer may hold at once. */
export const UNPAID_BOOKINGS_PER_CUSTOMER = 3;

/** Visitors' checkouts from one address in one hold period (VISITOR_CHECKOUTS_PER_ADDRESS, default 5). */
export const unpaidBookingsPerAddress = (holdMinutes: number, limit: number): RateLimitRule => ({
  limit,
  windowMs: holdMinutes * 60_000,
  code: 'TOO_MANY_UNPAID_BOOKINGS',
  message: 'Too many bookings are waiting for payment from your network.',
});

export const unpaidLimitMessage = (limit: number) =>
  `You already have ${limit} bookings waiting for payment. Please pay for one, or let it expire, before booking another.`;

/** Why the job cancelled a booking, in its booking_events row. */
export const UNPAID_HOLD_EXPIRED = 'unpaid_hold_expired';

export const UNPAID_HOLD_JOB = 'unpaid-hold-release';
const EVERY_MS = 60_000;
const BATCH = 200;
const SYSTEM: Actor = { id: null, role: 'system' };

/**
 * An unpaid booking holds its DAD's time only until holdExpiresAt (platform setting unpaidHoldMinutes).
 * Every minute, one instance (the job runner's lease) cancels the bookings past it with still no card
 * hold: status 'cancelled', the DAD's time claims deleted, and a 'cancelled' event whose details say
 * why (reason 'unpaid_hold_expired'). Each is a conditional update, so a payment recorded meanwhile wins.
 */
@Injectable()
export class UnpaidHoldRelease implements OnModuleInit {
  private readonly logger = new Logger('Bookings');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: BookingEvents,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: UNPAID_HOLD_JOB, everyMs: EVERY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  /** Releases the expired unpaid holds; returns the ids of the bookings it cancelled. */
  async run(now: Date): Promise<string[]> {
    const expired = { status: 'pending' as const, paymentStatus: In(UNPAID_PAYMENT_STATUSES), holdExpiresAt: LessThanOrEqual(now) };
    const due = await this.dataSource.getRepository(BookingEntity).find({ select: { id: true }, where: expired, order: { holdExpiresAt: 'ASC' }, take: BATCH });
    const released: string[] = [];
    for (const { id } of due) {
      await this.dataSource.transaction(async (manager) => {
        const { affected } = await manager.update(BookingEntity, { id, ...expired }, { status: 'cancelled' });
        if (!affected) return;
        await this.events.record(manager, id, 'cancelled', SYSTEM, { from: 'pending', reason: UNPAID_HOLD_EXPIRED, holdExpiredAt: now.toISOString() });
        released.push(id);
      });
    }
    if (released.length) this.logger.log(`Released ${released.length} unpaid booking hold(s)`);
    return released;
  }
}
