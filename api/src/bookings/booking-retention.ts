import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, LessThan, Not, In } from 'typeorm';
import { BOOKING_DETAILS_DAYS } from '@dd/contracts/privacy';
import { DAY_MS, inBatches } from '../platform/jobs/in-batches';
import { JobRunner } from '../platform/jobs/job-runner';
import { BookingEntity } from './booking.entity';
import { ERASED_ADDRESS, removeBookingDetails } from './bookings.personal-data';

export const BOOKING_RETENTION_JOB = 'booking-details-retention';

/** Where the street address stood, once the booking is BOOKING_DETAILS_DAYS old: the city and ZIP stay. */
export const AGED_ADDRESS = 'Removed after two years';

/**
 * Once a day, on one instance: a booking BOOKING_DETAILS_DAYS past its date loses what names the
 * customer's home and words (removeBookingDetails), as the privacy page says; the record of the sale
 * (package, cars, amounts, date, city, ZIP, the customer's account while it is open) stays for tax.
 * The no-show photo is the customer's like their other photos, kept until they ask for deletion.
 */
@Injectable()
export class BookingRetention implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: BOOKING_RETENTION_JOB, everyMs: DAY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  /** Answers how many bookings lost their details; each batch in a transaction of its own. */
  run(now: Date): Promise<number> {
    const before = new Date(now.getTime() - BOOKING_DETAILS_DAYS * DAY_MS);
    const due = { scheduledDate: LessThan(before), address: Not(In([AGED_ADDRESS, ERASED_ADDRESS])) };
    return inBatches(
      async (take) => (await this.dataSource.manager.find(BookingEntity, { select: { id: true }, where: due, take })).map((b) => b.id),
      (ids) => this.dataSource.transaction((manager) => removeBookingDetails(manager, ids, { address: AGED_ADDRESS, noShowPhoto: true })),
    );
  }
}
