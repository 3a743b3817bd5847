import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, IsNull, LessThanOrEqual, MoreThan, MoreThanOrEqual, Not, type DataSource, type EntityManager } from 'typeorm';
import { WAITLIST_MAX_RANGE_DAYS, WAITLIST_OFFER_FANOUT, WAITLIST_OFFER_HOLD_MINUTES } from '@dd/contracts/waitlist';
import { dayOfWeek } from '@dd/domain/availability';
import { addDays, ARRIVAL_WINDOWS, calendarDate, windowStartingAt, zonedInstant } from '@dd/domain/time-windows';
import { isUniqueViolation } from '../common/unique-violation';
import { JobRunner } from '../platform/jobs/job-runner';
import { Notifications } from '../messaging/notifications';
import { UsersService } from '../identity/users/users.service';
import { AvailabilityService } from '../scheduling/availability.service';
import type { AddedHours } from '../scheduling/scheduling.events';
import { placeLabel, rankFits, wantsPlace, WEATHER_PRIORITY_DAYS, type Fit } from './ranking';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistOpeningEntity, WaitlistPriorityEntity } from './waitlist.entities';

export const WAITLIST_ROUNDS_JOB = 'waitlist-offer-rounds';
const EVERY_MS = 60_000;
/** Entries looked at for one place (the longest waiting first): each costs an availability read. */
const CANDIDATES = 50;
const BATCH = 100;

/** A place that opened: whose day, when, and which booking's change freed it (none for new hours). */
export interface FreedPlace {
  dadId: string | null;
  start: Date;
  sourceBookingId: string | null;
  reason: 'cancelled' | 'rescheduled' | 'hours';
}

/** `${dadId}|${start}`: one open offer round per place, however many changes or instances saw it free. */
export const openKeyOf = (dadId: string, start: Date) => `${dadId}|${start.toISOString()}`;

/**
 * The offer rounds (decision record 0340). A place that opens is written in the freeing change's
 * own transaction; after commit (and from the minute job, for anything a crash left) a round offers
 * it to the WAITLIST_OFFER_FANOUT waiting customers it fits best, each offer standing for
 * WAITLIST_OFFER_HOLD_MINUTES; when the round lapses unanswered the next one goes to the next
 * customers, until the place is taken or nobody fits. Every step that two instances could race on
 * is one conditional UPDATE or a unique key, so the database decides.
 */
@Injectable()
export class WaitlistRounds implements OnModuleInit {
  private readonly logger = new Logger('Waitlist');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly notifications: Notifications,
    private readonly users: UsersService,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: WAITLIST_ROUNDS_JOB, everyMs: EVERY_MS, run: (now) => this.sweep(now).then(() => undefined) });
  }

  /**
   * Records a freed place in the change's transaction; null when it is no place to offer (no DAD, not
   * one of the windows, already past) or when it is already open.
   */
  async recordOpening(manager: EntityManager, place: FreedPlace, now = new Date()): Promise<string | null> {
    if (!place.dadId || place.start <= now || !windowStartingAt(place.start)) return null;
    const openKey = openKeyOf(place.dadId, place.start);
    if (await manager.findOneBy(WaitlistOpeningEntity, { openKey })) return null;
    const id = randomUUID();
    try {
      await manager.insert(WaitlistOpeningEntity, { id, ...place, status: 'open', openKey, round: 0, roundEndsAt: null });
      return id;
    } catch (error) {
      // Another change freed the same place at the same moment: its opening stands.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * A DAD's added hours, in the change's transaction: each window on the days ahead that the added
   * hours reach and that someone waiting wants is a place that opened. Whether the job really fits
   * (the DAD's whole day, the drive) the round asks scheduling, as for any place.
   */
  async recordHoursOpened(manager: EntityManager, dadId: string, added: AddedHours[], now = new Date()): Promise<number> {
    const today = calendarDate(now);
    const last = addDays(today, WAITLIST_MAX_RANGE_DAYS);
    const waiting = await manager.find(WaitlistEntryEntity, { select: { id: true, fromDate: true, toDate: true, windows: true, createdAt: true }, where: { status: 'waiting', fromDate: LessThanOrEqual(last), toDate: MoreThanOrEqual(today) } });
    let recorded = 0;
    for (const date of datesReached(added, today, last)) {
      for (const window of ARRIVAL_WINDOWS) {
        if (!added.some((span) => reaches(span, date) && span.startTime < window.endTime && window.startTime < span.endTime)) continue;
        const start = zonedInstant(date, window.startTime);
        if (!waiting.some((entry) => wantsPlace(entry, start))) continue;
        if (await this.recordOpening(manager, { dadId, start, sourceBookingId: null, reason: 'hours' }, now)) recorded++;
      }
    }
    return recorded;
  }

  /** After a change committed: the first round for the places it opened (a booking's change, or a DAD's new hours). */
  async offerOpenedBy(source: { sourceBookingId: string } | { dadId: string; reason: 'hours' }, now = new Date()): Promise<number> {
    const openings = await this.dataSource.getRepository(WaitlistOpeningEntity).findBy({ ...source, status: 'open', round: 0 });
    let offered = 0;
    for (const opening of openings) offered += await this.round(opening.id, now);
    return offered;
  }

  /** The minute job: every open place whose round has lapsed (or never ran) gets its next round. */
  async sweep(now = new Date()): Promise<number> {
    const due = await this.dataSource.getRepository(WaitlistOpeningEntity).find({
      select: { id: true },
      where: [
        { status: 'open', roundEndsAt: IsNull() },
        { status: 'open', roundEndsAt: LessThanOrEqual(now) },
      ],
      order: { createdAt: 'ASC' },
      take: BATCH,
    });
    let offered = 0;
    for (const { id } of due) offered += await this.round(id, now);
    return offered;
  }

  /**
   * One round for the place: claims it (a conditional UPDATE on its round number: one instance
   * wins), lapses the last round's offers, and offers the place to the best-fitting customers not yet
   * offered it; with nobody left who fits, the place closes as lapsed. Returns the offers made.
   */
  async round(openingId: string, now = new Date()): Promise<number> {
    const openings = this.dataSource.getRepository(WaitlistOpeningEntity);
    const opening = await openings.findOneBy({ id: openingId, status: 'open' });
    if (!opening || (opening.roundEndsAt && opening.roundEndsAt > now)) return 0;
    const roundEndsAt = new Date(now.getTime() + WAITLIST_OFFER_HOLD_MINUTES * 60_000);
    const { affected } = await openings.update({ id: opening.id, status: 'open', round: opening.round }, { round: opening.round + 1, roundEndsAt });
    if (!affected) return 0;
    await this.dataSource.getRepository(WaitlistOfferEntity).update({ openingId: opening.id, status: 'offered' }, { status: 'expired' });

    const fits = await this.fits(opening);
    const customerIds = fits.flatMap((f) => (f.entry.customerId ? [f.entry.customerId] : []));
    const prioritized = customerIds.length ? await this.dataSource.getRepository(WaitlistPriorityEntity).find({ select: { customerId: true }, where: { customerId: In(customerIds), until: MoreThan(now) } }) : [];
    const first = new Set(prioritized.map((p) => p.customerId));
    const chosen = rankFits(fits, (entry) => !!entry.customerId && first.has(entry.customerId)).slice(0, WAITLIST_OFFER_FANOUT);
    if (!chosen.length) {
      await openings.update({ id: opening.id, status: 'open' }, { status: 'lapsed', openKey: null, closedAt: now });
      return 0;
    }
    const { date, windowLabel } = placeLabel(opening.start);
    // Read before the transaction: a request holds one connection at a time.
    const customers: Array<Awaited<ReturnType<UsersService['findActiveById']>>> = [];
    for (const { entry } of chosen) customers.push(entry.customerId ? await this.users.findActiveById(entry.customerId) : null);
    await this.dataSource.transaction(async (manager) => {
      for (const [i, { entry }] of chosen.entries()) {
        const id = randomUUID();
        await manager.insert(WaitlistOfferEntity, { id, openingId: opening.id, entryId: entry.id, round: opening.round + 1, status: 'offered', expiresAt: roundEndsAt, bookingId: null });
        const offer = { id, date, windowLabel, minutes: WAITLIST_OFFER_HOLD_MINUTES };
        const customer = customers[i];
        if (customer) await this.notifications.waitlistOffer(manager, customer, offer);
        else if (entry.visitor) await this.notifications.waitlistOfferToVisitor(manager, entry.visitor, offer);
      }
    });
    this.logger.log(`Offered the place of ${opening.start.toISOString()} to ${chosen.length} waiting customer(s), round ${opening.round + 1}`);
    return chosen.length;
  }

  /**
   * A move for the weather (decision 0432): the customer's waiting comes first for WEATHER_PRIORITY_DAYS,
   * written in the move's transaction (a later move for the weather extends it).
   */
  async prioritize(manager: EntityManager, customerId: string, bookingId: string, now = new Date()): Promise<void> {
    const until = new Date(now.getTime() + WEATHER_PRIORITY_DAYS * 24 * 3_600_000);
    const { affected } = await manager.update(WaitlistPriorityEntity, { customerId }, { until, bookingId });
    if (!affected) await manager.insert(WaitlistPriorityEntity, { customerId, until, bookingId });
  }

  /** The waiting customers who want the place and whose job scheduling says fits it, with the drive each adds. */
  private async fits(opening: WaitlistOpeningEntity): Promise<Fit<WaitlistEntryEntity>[]> {
    const date = calendarDate(opening.start);
    const offered = await this.dataSource.getRepository(WaitlistOfferEntity).find({ select: { entryId: true }, where: { openingId: opening.id } });
    const candidates = (
      await this.dataSource.getRepository(WaitlistEntryEntity).find({
        where: { status: 'waiting', fromDate: LessThanOrEqual(date), toDate: MoreThanOrEqual(date), ...(offered.length ? { id: Not(In(offered.map((o) => o.entryId))) } : {}) },
        order: { createdAt: 'ASC', id: 'ASC' },
      })
    )
      .filter((entry) => wantsPlace(entry, opening.start))
      .slice(0, CANDIDATES);
    const fits: Fit<WaitlistEntryEntity>[] = [];
    for (const entry of candidates) {
      const { slot } = await this.availability.slotAt(opening.start, entry.durationMinutes, entry.zipCode);
      if (!slot?.available) continue;
      const insertions = slot.insertions ?? {};
      const own = opening.dadId ? insertions[opening.dadId] : undefined;
      const addedMinutes = own?.addedMinutes ?? Math.min(...Object.values(insertions).map((i) => i.addedMinutes), Number.MAX_SAFE_INTEGER);
      fits.push({ entry, addedMinutes });
    }
    return fits;
  }
}

/** Whether added hours apply on `date`: their own date, or every date of their weekday. */
function reaches(span: AddedHours, date: string): boolean {
  return 'date' in span ? span.date === date : span.dayOfWeek === dayOfWeek(date);
}

/** The dates from `from` to `to` (inclusive) that any of the added hours reach. */
function datesReached(added: AddedHours[], from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) if (added.some((span) => reaches(span, date))) dates.push(date);
  return dates;
}
