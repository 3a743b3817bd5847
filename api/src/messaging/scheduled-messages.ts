import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { addDays, zonedInstant } from '@dd/domain/time-windows';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingReads } from '../bookings/booking-reads';
import { isUniqueViolation } from '../common/unique-violation';
import { JobRunner } from '../platform/jobs/job-runner';
import { Users } from '../identity/users/users';
import { agendaDue, PENDING_ALERT_MS, reminderAt } from './message-schedule';
import { Notifications, viewOf } from './notifications';
import { Outbox, type MessageDraft } from './outbox';
import { adminAlertEmail, customerBookingEmail, dadAgendaEmail } from './templates';

export const SCHEDULED_MESSAGES_JOB = 'scheduled-messages';
const EVERY_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Messages that are due at a time rather than caused by a change: the customer's reminder, the DAD's
 * agenda, the admin's alerts. Each run computes them from the bookings as they are now (so a
 * reschedule moves the reminder and a cancellation drops it) and writes the due ones with keys that
 * name what they are about, so a later run (or another instance) never writes one twice. Runs every
 * five minutes as one job across instances (JobRunner's lease).
 */
@Injectable()
export class ScheduledMessages implements OnModuleInit {
  private readonly logger = new Logger('Messages');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly notifications: Notifications,
    private readonly runner: JobRunner,
    private readonly users: Users,
    private readonly bookingReads: BookingReads,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: SCHEDULED_MESSAGES_JOB, everyMs: EVERY_MS, run: (now) => this.run(now) });
  }

  async run(now: Date): Promise<void> {
    await this.reminders(now);
    await this.agendas(now);
    await this.adminAlerts(now);
  }

  /** Bookings starting within two days whose reminder time has come (and came after they were booked). */
  private async reminders(now: Date): Promise<void> {
    const soon = await this.bookingReads.heldStartingWithin(now, new Date(now.getTime() + 2 * DAY_MS));
    for (const booking of soon) {
      const at = reminderAt(booking.scheduledDate);
      if (at > now || at < booking.createdAt) continue;
      await this.write({
        key: `booking:${booking.id}:reminder:${booking.scheduledDate.toISOString()}`,
        kind: 'booking_reminder',
        to: booking.customer!,
        audience: 'service',
        render: (reader) => customerBookingEmail(reader, 'booking_reminder', this.notifications.context, viewOf(booking), 0, now),
      });
    }
  }

  /** From 19:00 Pacific: each DAD with jobs tomorrow gets the day's list. */
  private async agendas(now: Date): Promise<void> {
    const date = agendaDue(now);
    if (!date) return;
    const jobs = await this.bookingReads.heldJobsBetween([zonedInstant(date, '00:00'), zonedInstant(addDays(date, 1), '00:00')]);
    const byDad = new Map<string, BookingEntity[]>();
    for (const job of jobs) byDad.set(job.dadId!, [...(byDad.get(job.dadId!) ?? []), job]);
    for (const [dadId, list] of byDad) {
      await this.write({
        key: `dad:${dadId}:agenda:${date}`,
        kind: 'dad_agenda',
        to: list[0].dad!,
        audience: 'service',
        render: (reader) => dadAgendaEmail(reader, this.notifications.context, list[0].dad!, date, list.map(viewOf)),
      });
    }
  }

  /** Every active admin hears about a card hold in trouble and a booking left pending too long. */
  private async adminAlerts(now: Date): Promise<void> {
    const admins = await this.users.activeAdmins();
    if (!admins.length) return;
    const troubled = await this.bookingReads.withPaymentIssue();
    const waiting = await this.bookingReads.pendingSince(new Date(now.getTime() - PENDING_ALERT_MS), now);
    for (const admin of admins) {
      for (const booking of troubled) {
        const issue = createHash('sha256').update(booking.paymentIssue!).digest('hex').slice(0, 12);
        await this.write({
          key: `booking:${booking.id}:hold-issue:${issue}:admin:${admin.id}`,
          kind: 'admin_hold_failed',
          to: admin,
          audience: 'service',
          render: (reader) => adminAlertEmail(reader, 'admin_hold_failed', this.notifications.context, admin, viewOf(booking), booking.paymentIssue!),
        });
      }
      for (const booking of waiting) {
        await this.write({
          key: `booking:${booking.id}:waiting:admin:${admin.id}`,
          kind: 'admin_pending',
          to: admin,
          audience: 'service',
          render: (reader) => adminAlertEmail(reader, 'admin_pending', this.notifications.context, admin, viewOf(booking)),
        });
      }
    }
  }

  /** One message's trouble never stops the others; a key another run wrote first is simply done. */
  private async write(draft: MessageDraft): Promise<void> {
    try {
      await this.outbox.enqueue(this.dataSource.manager, draft);
    } catch (error) {
      if (!isUniqueViolation(error)) this.logger.error(`Scheduled message ${draft.key} not written: ${String(error)}`);
    }
  }
}
