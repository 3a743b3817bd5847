import { NO_SHOW_MESSAGES, type BookingSummaryDto, type NoShowBody } from '@dd/contracts/booking';
import { BookingChangesService } from '../bookings/booking-changes.service';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { JobSessionDto } from '@dd/contracts/booking';
import { EARLY_ARRIVAL_GRACE_MINUTES, JOB_START_MESSAGES, type OnMyWayDto, type OnMyWayRequest, type StartSessionRequest } from '@dd/contracts/dad';
import { standingOnTheWay } from '@dd/domain/on-the-way';
import { arrivalWindowLabel, calendarDate, formatCalendarDate } from '@dd/domain/time-windows';
import { actorOf, BookingEvents } from '../bookings/booking-events';
import { bookingReference, type BookingEntity } from '../bookings/booking.entity';
import { BookingReads } from '../bookings/booking-reads';
import { BookingRepository } from '../bookings/booking.repository';
import { BookingErrors } from '../bookings/bookings.errors';
import { conflict, notFound } from '../common/api-exception';
import { isUniqueViolation } from '../common/unique-violation';
import { BookingPhotos } from '../media/images/booking-photos';
import { Notifications } from '../messaging/notifications';
import { PointsLedger } from '../loyalty/points-ledger';
import type { UserEntity } from '../identity/users/user.entity';
import { lockUser } from '../identity/users/user-lock';
import { isNearZip, milesFromZip } from './geofence';
import { JobSessionEntity } from './job-session.entity';
import { toJobSessionDto } from './job-session.mapper';

/** Lost a race to another request on the same booking: the caller re-reads what that one made. */
class ChangedMeanwhile extends Error {}

/**
 * The job flow on the server (dad-and-admin §4): confirmed -> in_progress at I'm Here (the session
 * starts), in_progress -> completed at I'm Finished. Only the assigned DAD, only on the job's day in
 * America/Los_Angeles; repeating a step answers what the first one did.
 */
@Injectable()
export class JobSessionsService {
  constructor(
    private readonly bookings: BookingReads,
    @InjectRepository(JobSessionEntity) private readonly sessions: Repository<JobSessionEntity>,
    private readonly photos: BookingPhotos,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: BookingEvents,
    private readonly points: PointsLedger,
    private readonly notifications: Notifications,
    private readonly changes: BookingChangesService,
  ) {}

  /**
   * "Customer not here": only after I'm Here (a started session), with a before photo taken there
   * and the phone's location, both recorded with the no-show; the no-show fee is then charged.
   */
  async noShow(dad: UserEntity, bookingId: string, { latitude, longitude }: NoShowBody): Promise<BookingSummaryDto> {
    await this.assigned(dad, bookingId);
    if (!(await this.sessions.existsBy({ bookingId }))) throw invalidTransition(NO_SHOW_MESSAGES.notArrived);
    const photo = await this.photos.latestBefore(bookingId);
    if (!photo) throw conflict('BEFORE_PHOTOS_REQUIRED', NO_SHOW_MESSAGES.photoRequired);
    return this.changes.noShow(dad, bookingId, { latitude, longitude, photoImageId: photo.imageId });
  }

  async get(dad: UserEntity, bookingId: string): Promise<JobSessionDto> {
    await this.assigned(dad, bookingId);
    const session = await this.sessions.findOneBy({ bookingId });
    if (!session) throw notFound('This job has not been started');
    return toJobSessionDto(session);
  }

  /**
   * I'm Here. One job at a time (issue 37): another job of this DAD in progress refuses it (409
   * JOB_IN_PROGRESS, checked after locking the DAD's row on MySQL so two starts at once count one
   * after the other). More than EARLY_ARRIVAL_GRACE_MINUTES before the window it asks first (409
   * EARLY_ARRIVAL); with `early` it starts and the customer is told the detailer is there early.
   * A location far from the job's ZIP asks first too (409 AWAY_FROM_JOB); with `away` it starts,
   * the session not verified and the distance in the change log, for the office to see.
   */
  async start(dad: UserEntity, bookingId: string, { latitude, longitude, early = false, away = false }: StartSessionRequest, now = new Date()): Promise<JobSessionDto> {
    const booking = await this.assigned(dad, bookingId);
    const existing = await this.sessions.findOneBy({ bookingId });
    if (existing) return toJobSessionDto(existing);
    if (booking.status !== 'confirmed') throw invalidTransition(`Only a confirmed booking can be started; this one is ${statusText(booking)}`);
    const jobDay = calendarDate(booking.scheduledDate);
    if (calendarDate(now) !== jobDay) {
      throw conflict('NOT_JOB_DAY', `This job is on ${formatCalendarDate(jobDay)}; it can be started on that day only`, { scheduledDay: jobDay });
    }
    const isEarly = booking.scheduledDate.getTime() - now.getTime() > EARLY_ARRIVAL_GRACE_MINUTES * 60_000;
    if (isEarly && !early) throw conflict('EARLY_ARRIVAL', JOB_START_MESSAGES.early(arrivalWindowLabel(booking.startTime, booking.endTime)), { windowStart: booking.scheduledDate.toISOString() });
    const position = latitude != null && longitude != null ? { latitude, longitude } : null;
    // Far from the job's ZIP (issue 37 item 8: 8 miles away was taken silently): asked first; the start then says so in the log.
    const nearby = isNearZip(booking.zipCode, position);
    const miles = nearby ? null : milesFromZip(booking.zipCode, position);
    if (miles != null && !away) throw conflict('AWAY_FROM_JOB', JOB_START_MESSAGES.away(miles.toFixed(1), booking.zipCode), { distanceMiles: miles });
    try {
      await this.dataSource.transaction(async (manager) => {
        await lockUser(manager, dad.id);
        const running = await BookingRepository.otherJobInProgress(manager, dad.id, bookingId);
        if (running) throw conflict('JOB_IN_PROGRESS', JOB_START_MESSAGES.otherJobRunning(bookingReference(running.id)));
        await moveStatus(manager, booking, 'confirmed', 'in_progress');
        await manager.insert(JobSessionEntity, {
          bookingId,
          dadId: dad.id,
          startedAt: now,
          geofenceVerified: nearby,
          geofenceLatitude: position ? position.latitude.toFixed(7) : null,
          geofenceLongitude: position ? position.longitude.toFixed(7) : null,
        });
        // Messaging tells the customer the detailer is there (early, if so) from this event.
        await this.events.record(manager, bookingId, 'status_changed', actorOf(dad), { from: 'confirmed', to: 'in_progress', ...(isEarly && { early: true }), ...(miles != null && { awayMiles: miles }) });
      });
      // The rest of the DAD's day is projected again from this arrival (tracking's late warnings), now that it stands.
      await this.events.committed('booking.started', { manager: this.dataSource.manager, bookingId, actor: actorOf(dad), details: { from: 'confirmed', to: 'in_progress' } });
    } catch (error) {
      // A second tap (or phone) won the race: answer its session.
      if (!(error instanceof ChangedMeanwhile) && !isUniqueViolation(error)) throw error;
    }
    return this.get(dad, bookingId);
  }

  /**
   * On my way (issue 43): the assigned DAD sets out for a confirmed job on its day, about
   * `etaMinutes` away. Announced once per plan as a booking event (tracking texts the customer the
   * link from it); a repeat answers the first announcement, until the job goes to another DAD or moves.
   */
  async onMyWay(dad: UserEntity, bookingId: string, { etaMinutes }: OnMyWayRequest, now = new Date()): Promise<OnMyWayDto> {
    const booking = await this.assigned(dad, bookingId);
    if (booking.status !== 'confirmed') throw invalidTransition(`Only a confirmed booking can be on its way; this one is ${statusText(booking)}`);
    const jobDay = calendarDate(booking.scheduledDate);
    if (calendarDate(now) !== jobDay) {
      throw conflict('NOT_JOB_DAY', `This job is on ${formatCalendarDate(jobDay)}; it can be started on that day only`, { scheduledDay: jobDay });
    }
    // Once per plan: a DAD given the job after another set out (or a job moved since) sets out anew.
    const earlier = standingOnTheWay(await this.events.list(dad, bookingId));
    if (earlier) return { bookingId, expectedAt: String(earlier.details.expectedAt), announced: false };
    const expectedAt = new Date(now.getTime() + etaMinutes * 60_000).toISOString();
    await this.dataSource.transaction((manager) => this.events.record(manager, bookingId, 'dad_on_the_way', actorOf(dad), { etaMinutes, expectedAt }));
    return { bookingId, expectedAt, announced: true };
  }

  async complete(dad: UserEntity, bookingId: string, now = new Date()): Promise<JobSessionDto> {
    const booking = await this.assigned(dad, bookingId);
    const session = await this.sessions.findOneBy({ bookingId });
    if (!session) throw invalidTransition('Start the job (I’m Here) before finishing it');
    if (session.completedAt) return toJobSessionDto(session);
    if (booking.status !== 'in_progress') throw invalidTransition(`Only a job in progress can be finished; this one is ${statusText(booking)}`);
    if (!(await this.photos.hasBefore(bookingId))) {
      throw conflict('BEFORE_PHOTOS_REQUIRED', 'Add at least one before photo before finishing the job');
    }
    const durationMinutes = Math.max(0, Math.round((now.getTime() - session.startedAt.getTime()) / 60_000));
    try {
      await this.dataSource.transaction(async (manager) => {
        await moveStatus(manager, booking, 'in_progress', 'completed');
        await manager.update(JobSessionEntity, { id: session.id }, { completedAt: now, durationMinutes });
        // +10 (and a referrer's +25) through the ledger, once; the customer's photos, receipt and review request.
        await this.points.detailCompleted(bookingId, manager);
        await this.events.record(manager, bookingId, 'status_changed', actorOf(dad), { from: 'in_progress', to: 'completed' });
        await this.notifications.bookingCompleted(manager, bookingId);
      });
      // Now that it stands: the DAD sets out for the next stop, and the rest of the day is projected again (tracking).
      await this.events.committed('booking.completed', { manager: this.dataSource.manager, bookingId, actor: actorOf(dad), details: { from: 'in_progress', to: 'completed' } });
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) throw error;
    }
    return this.get(dad, bookingId);
  }

  /** The booking, if it is assigned to this DAD; to anyone else it does not exist. */
  private async assigned(dad: UserEntity, bookingId: string): Promise<BookingEntity> {
    const booking = await this.bookings.findAssigned(dad.id, bookingId);
    if (!booking) throw BookingErrors.notFound();
    return booking;
  }
}

/** The conditional status move that makes each step happen once, however many requests race. */
async function moveStatus(manager: EntityManager, booking: BookingEntity, from: BookingEntity['status'], to: BookingEntity['status']): Promise<void> {
  if (!(await BookingRepository.moveStatus(manager, booking.id, from, to))) throw new ChangedMeanwhile();
}

const invalidTransition = (message: string) => conflict('INVALID_TRANSITION', message);
const statusText = (booking: BookingEntity) => booking.status.replace('_', ' ');
