import { Injectable, Logger } from '@nestjs/common';
import { calendarDate } from '@dd/domain/time-windows';
import type { BookingChange, BookingRescheduled, DadOnTheWay } from '../bookings/bookings.events';
import { BookingReads } from '../bookings/booking-reads';
import { Users } from '../identity/users/users';
import { JobSessionsService } from '../job-sessions/job-sessions.service';
import { AfterCommit, OnChange } from '../platform/events/events';
import { DispatchService } from '../scheduling/dispatch.service';
import { LateWarnings } from './late-warnings';
import { TrackingService } from './tracking.service';

/**
 * What the day's steps mean to tracking (issue 43). In the change's transaction: On my way makes
 * the link and its message; I'm Here, done and a called-off job end the sharing of the position.
 * Once committed (job-sessions announces its steps after commit): the DAD's day is rechecked for
 * lateness, and a finished job sets the DAD on the way to the next stop.
 */
@Injectable()
export class TrackingListeners {
  private readonly logger = new Logger(TrackingListeners.name);

  constructor(
    private readonly tracking: TrackingService,
    private readonly late: LateWarnings,
    private readonly bookings: BookingReads,
    private readonly dispatch: DispatchService,
    private readonly sessions: JobSessionsService,
    private readonly users: Users,
  ) {}

  @OnChange('booking.dad-on-the-way')
  async onTheWay({ manager, bookingId, details }: BookingChange<DadOnTheWay>): Promise<void> {
    await this.tracking.issue(manager, bookingId, new Date(details.expectedAt));
  }

  @OnChange('booking.started')
  async started({ manager, bookingId }: BookingChange): Promise<void> {
    await this.tracking.moveTo(manager, bookingId, 'arrived');
  }

  @OnChange('booking.completed')
  async completed({ manager, bookingId }: BookingChange): Promise<void> {
    await this.tracking.moveTo(manager, bookingId, 'done');
  }

  @OnChange('booking.cancelled')
  async cancelled({ manager, bookingId }: BookingChange): Promise<void> {
    await this.tracking.moveTo(manager, bookingId, 'called_off');
  }

  @OnChange('booking.no-show')
  async noShow({ manager, bookingId }: BookingChange): Promise<void> {
    await this.tracking.moveTo(manager, bookingId, 'called_off');
  }

  /** Another time or another DAD: the link of the old plan ends (a new On my way makes a new one). */
  @OnChange('booking.rescheduled')
  async rescheduled({ manager, bookingId }: BookingChange): Promise<void> {
    await this.tracking.moveTo(manager, bookingId, 'called_off');
  }

  @OnChange('booking.reassigned')
  async reassigned({ manager, bookingId }: BookingChange): Promise<void> {
    await this.tracking.moveTo(manager, bookingId, 'called_off');
  }

  /** A move changes the day it left and the day it joined: both DADs' days of today are rechecked. */
  @AfterCommit('booking.rescheduled')
  async rescheduledCommitted({ details }: BookingChange<BookingRescheduled>): Promise<void> {
    await this.recheckToday([
      [details.fromDadId, details.from],
      [details.dadId, details.to],
    ]);
  }

  /** Another DAD: the day the job left and the day it joined are rechecked. */
  @AfterCommit('booking.reassigned')
  async reassignedCommitted({ bookingId, details }: BookingChange<{ fromDadId: string | null; dadId: string | null }>): Promise<void> {
    const booking = await this.bookings.row(bookingId);
    if (!booking) return;
    const at = booking.scheduledDate.toISOString();
    await this.recheckToday([
      [details.fromDadId, at],
      [details.dadId, at],
    ]);
  }

  /** Each (DAD, day) once, only days of today: a late warning is for the day of service, not a plan's. */
  private async recheckToday(days: Array<[string | null, string]>, now = new Date()): Promise<void> {
    const today = calendarDate(now);
    const seen = new Set<string>();
    for (const [dadId, at] of days) {
      if (!dadId || calendarDate(new Date(at)) !== today || seen.has(dadId)) continue;
      seen.add(dadId);
      await this.late.recheckQuietly(dadId, today, now);
    }
  }

  /** I'm Here later than planned moves the rest of the day: recheck it. */
  @AfterCommit('booking.started')
  async startedCommitted({ bookingId }: BookingChange): Promise<void> {
    const booking = await this.bookings.row(bookingId);
    if (booking) await this.late.recheckQuietly(booking.dadId, calendarDate(booking.scheduledDate));
  }

  /** A DAD's job done: on the way to the next stop of the day (if any is still to come), and the day rechecked. */
  @AfterCommit('booking.completed')
  async completedCommitted({ bookingId, actor }: BookingChange): Promise<void> {
    const booking = await this.bookings.row(bookingId);
    if (!booking?.dadId) return;
    const date = calendarDate(booking.scheduledDate);
    if (actor.role === 'dad') await this.nextOnTheWay(booking.dadId, date);
    await this.late.recheckQuietly(booking.dadId, date);
  }

  private async nextOnTheWay(dadId: string, date: string): Promise<void> {
    try {
      const route = await this.dispatch.dadRoute(dadId, date);
      const next = route.stops.find((stop) => stop.status === 'confirmed');
      const dad = next && (await this.users.byId(dadId));
      if (!next || !dad) return;
      await this.sessions.onMyWay(dad, next.bookingId, { etaMinutes: Math.min(240, Math.max(1, next.driveMinutes)) });
    } catch (error) {
      this.logger.warn(`On my way to the next stop of ${dadId} failed: ${(error as Error).message}`);
    }
  }
}
