import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingReads } from '../bookings/booking-reads';
import { isUniqueViolation } from '../common/unique-violation';
import { Notifications } from '../messaging/notifications';
import { JobRunner } from '../platform/jobs/job-runner';
import { DispatchService } from '../scheduling/dispatch.service';
import { LateWarningEntity } from './tracking.entities';
import { TrackingService } from './tracking.service';

/** A further warning goes out only when the arrival slipped at least this much past the last one told. */
export const LATE_SLIP_MINUTES = 15;
export const LATE_SWEEP_JOB = 'late-warnings-sweep';
/** How often the clock rechecks the open days: a job running long with no step or position is noticed within this. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Late before it happens (issue 43): the DAD's day projected from what happened and where the DAD
 * is on the way (dispatch's route, the same the board shows); every stop still to come expected
 * after its window's end gets a revised estimate, once, then again only when it slips another
 * LATE_SLIP_MINUTES. A conditional write per warning makes two rechecks at once send one.
 */
@Injectable()
export class LateWarnings implements OnModuleInit {
  private readonly logger = new Logger(LateWarnings.name);

  constructor(
    private readonly dispatch: DispatchService,
    private readonly tracking: TrackingService,
    private readonly notifications: Notifications,
    private readonly bookings: BookingReads,
    private readonly runner: JobRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: LATE_SWEEP_JOB, everyMs: SWEEP_EVERY_MS, run: (now) => this.sweep(now).then(() => undefined) });
  }

  /**
   * The clock's recheck (one run per period across instances, the job runner's lease): every DAD with
   * a job of today still to come, so a job running long warns the stops after it even when no step
   * and no position comes. Answers the warnings sent; the conditional writes keep it once per slip.
   */
  async sweep(now = new Date()): Promise<number> {
    const today = calendarDate(now);
    const held = await this.bookings.heldBetween([zonedInstant(today, '00:00'), zonedInstant(addDays(today, 1), '00:00')]);
    const dads = [...new Set(held.filter((b) => b.status === 'confirmed').map((b) => b.dadId!))];
    let sent = 0;
    for (const dadId of dads) {
      sent += await this.recheck(dadId, today, now).catch((error: Error) => {
        this.logger.warn(`Late sweep of ${dadId} failed: ${error.message}`);
        return 0;
      });
    }
    return sent;
  }

  /** Rechecks one DAD's day; answers the warnings sent. */
  async recheck(dadId: string, date: string, now = new Date()): Promise<number> {
    const route = await this.dispatch.dadRoute(dadId, date, now);
    const late = route.stops.filter((stop) => stop.status === 'confirmed' && stop.atRisk);
    if (!late.length) return 0;
    const told = new Map((await this.dataSource.manager.find(LateWarningEntity, { where: late.map((s) => ({ bookingId: s.bookingId })) })).map((w) => [w.bookingId, w]));
    let sent = 0;
    for (const stop of late) {
      const expected = new Date(stop.expectedArrival);
      const before = told.get(stop.bookingId);
      if (before && expected.getTime() < before.lastEstimate.getTime() + LATE_SLIP_MINUTES * 60_000) continue;
      if (await this.warn(stop.bookingId, expected, before)) sent++;
    }
    return sent;
  }

  /** The DAD's day, when a recheck fails it is logged: the next position or step rechecks it. */
  async recheckQuietly(dadId: string | null, date: string, now = new Date()): Promise<void> {
    if (!dadId) return;
    await this.recheck(dadId, date, now).catch((error: Error) => this.logger.warn(`Late recheck of ${dadId} on ${date} failed: ${error.message}`));
  }

  private async warn(bookingId: string, expected: Date, before: LateWarningEntity | undefined): Promise<boolean> {
    const slip = (before?.warnings ?? 0) + 1;
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (before) {
          const { affected } = await manager.update(LateWarningEntity, { bookingId, warnings: before.warnings }, { warnings: slip, lastEstimate: expected });
          if (!affected) return false;
        } else {
          await manager.insert(LateWarningEntity, { bookingId, warnings: slip, lastEstimate: expected });
        }
        await this.notifications.runningLate(manager, bookingId, slip, expected, await this.tracking.urlOf(manager, bookingId));
        return true;
      });
    } catch (error) {
      // Another recheck warned first: its message stands.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
