import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { VEHICLE_LABELS } from '@dd/contracts/enums';
import type { DadPositionRequest, TrackingDto, TrackingEstimateDto, TrackingState } from '@dd/contracts/tracking';
import { zip5 } from '@dd/domain/routing';
import { calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingReads } from '../bookings/booking-reads';
import { BookingRepository } from '../bookings/booking.repository';
import { BookingErrors } from '../bookings/bookings.errors';
import type { UserEntity } from '../identity/users/user.entity';
import { Notifications } from '../messaging/notifications';
import type { EnRouteArrivals } from '../scheduling/en-route';
import { TravelTimes } from '../scheduling/travel-times';
import { TrackingLinkEntity } from './tracking.entities';
import { TrackingErrors } from './tracking.errors';
import { TrackingTokens } from './tracking-tokens';

/** How long a tracking link works after On my way. */
export const TRACKING_LINK_HOURS = 12;

/**
 * The customer's tracking link (issue 43): made at On my way with its message, fed by the DAD's
 * phone until I'm Here, read without signing in. The page's repeated read is one primary-key
 * SELECT: the estimate is worked out when a position arrives, not when someone looks.
 */
@Injectable()
export class TrackingService implements EnRouteArrivals {
  constructor(
    @InjectRepository(TrackingLinkEntity) private readonly links: Repository<TrackingLinkEntity>,
    private readonly bookings: BookingReads,
    private readonly travelTimes: TravelTimes,
    private readonly notifications: Notifications,
    @Inject(TrackingTokens) private readonly tokens: TrackingTokens,
  ) {}

  /**
   * On my way, in its transaction: the link, and the customer's message with it. Once per plan: after
   * a reassignment or a move called the link off, the next On my way makes a new link in its place
   * (the old one then refused) and tells the customer again.
   */
  async issue(manager: EntityManager, bookingId: string, expectedAt: Date, now = new Date()): Promise<void> {
    const booking = await BookingRepository.withPeople(manager, bookingId);
    if (!booking.dadId) return;
    // The expiry is the link's version (a token naming an earlier one reads as replaced): a link made
    // in the same second as the one it replaces still expires a second later, so its token differs.
    const before = await manager.findOneBy(TrackingLinkEntity, { bookingId });
    const expiresAt = new Date(Math.max(Math.floor((now.getTime() + TRACKING_LINK_HOURS * 3_600_000) / 1000) * 1000, (before?.expiresAt.getTime() ?? 0) + 1000));
    const windowEnd = booking.endTime ? zonedInstant(calendarDate(booking.scheduledDate), booking.endTime) : booking.scheduledDate;
    const link = { dadId: booking.dadId, state: 'on_the_way' as const, expiresAt, zipCode: booking.zipCode, windowEnd, expectedAt };
    // Conditional on the link being called off: a link still on the way stays, and the insert below refuses a second one.
    const { affected } = await manager.update(TrackingLinkEntity, { bookingId, state: 'called_off' }, { ...link, latitude: null, longitude: null, positionAt: null });
    if (!affected) await manager.insert(TrackingLinkEntity, { bookingId, ...link });
    await this.notifications.onTheWay(manager, bookingId, expectedAt, this.tokens.url(bookingId, expiresAt), affected ? expiresAt : undefined);
  }

  /** The job moved on (I'm Here, done) or was called off: the position is forgotten. */
  async moveTo(manager: EntityManager, bookingId: string, state: Exclude<TrackingState, 'on_the_way'>): Promise<void> {
    await manager.update(TrackingLinkEntity, { bookingId }, { state, latitude: null, longitude: null, positionAt: null, expectedAt: null });
  }

  /**
   * The DAD's phone, between On my way and I'm Here: the drive from here (the travel-time port)
   * gives the new expected arrival. Answers the link's state; 409 NOT_ON_THE_WAY outside that span.
   */
  async position(dad: UserEntity, bookingId: string, { latitude, longitude }: DadPositionRequest, now = new Date()): Promise<TrackingLinkEntity> {
    const link = await this.links.findOneBy({ bookingId });
    if (!link || link.dadId !== dad.id) {
      if (!(await this.bookings.findAssigned(dad.id, bookingId))) throw BookingErrors.notFound();
      throw TrackingErrors.notOnTheWay();
    }
    if (link.state !== 'on_the_way') throw TrackingErrors.notOnTheWay();
    const leg = await this.travelTimes.fromPosition({ latitude, longitude }, zip5(link.zipCode));
    // To the minute, as the page says it (and as the column keeps it).
    const expectedAt = new Date(Math.ceil((now.getTime() + leg.minutes * 60_000) / 60_000) * 60_000);
    const moved = { latitude: latitude.toFixed(7), longitude: longitude.toFixed(7), positionAt: now, expectedAt };
    // Conditional: an I'm Here that committed meanwhile keeps the position cleared.
    const { affected } = await this.links.update({ bookingId, state: 'on_the_way' }, moved);
    if (!affected) throw TrackingErrors.notOnTheWay();
    return { ...link, ...moved };
  }

  /** The whole page, once (GET /api/track/{token}). */
  async page(token: string, now = new Date()): Promise<TrackingDto> {
    const link = await this.linkOf(token, now);
    const booking = await this.bookings.tracked(link.bookingId);
    if (!booking) throw TrackingErrors.invalid();
    const car = booking.car ? [booking.car.color, booking.car.make, booking.car.model].filter(Boolean).join(' ') : booking.vehicleType ? VEHICLE_LABELS[booking.vehicleType] : '';
    return {
      ...estimateOf(link, now),
      dad: { firstName: booking.dad?.firstName ?? '', photoUrl: booking.dad?.profilePhotoUrl ?? null },
      car,
      address: booking.address,
      windowStart: booking.scheduledDate.toISOString(),
      windowEnd: link.windowEnd.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      language: booking.customer?.language ?? null,
    };
  }

  /** What the page asks for again and again (GET /api/track/{token}/estimate): one SELECT by primary key. */
  async estimate(token: string, now = new Date()): Promise<TrackingEstimateDto> {
    return estimateOf(await this.linkOf(token, now), now);
  }

  /**
   * The link's URL while the DAD is on the way (a late warning links to it); null otherwise, as for a
   * link a reassignment or move called off: the page would say the visit is no longer on its way.
   */
  async urlOf(manager: EntityManager, bookingId: string): Promise<string | null> {
    const link = await manager.findOneBy(TrackingLinkEntity, { bookingId, state: 'on_the_way' });
    return link ? this.tokens.url(bookingId, link.expiresAt) : null;
  }

  async of(bookingIds: string[]): Promise<Map<string, number>> {
    if (!bookingIds.length) return new Map();
    const rows = await this.links.find({ select: { bookingId: true, expectedAt: true }, where: { bookingId: In(bookingIds), state: 'on_the_way' } });
    return new Map(rows.flatMap((r) => (r.expectedAt ? [[r.bookingId, r.expectedAt.getTime()] as const] : [])));
  }

  private async linkOf(token: string, now: Date): Promise<TrackingLinkEntity> {
    const named = this.tokens.read(token);
    if (!named) throw TrackingErrors.invalid();
    if (named.expiresAt.getTime() <= now.getTime()) throw TrackingErrors.expired();
    const link = await this.links.findOneBy({ bookingId: named.id });
    if (!link) throw TrackingErrors.invalid();
    // Our own signature on an older expiry: a later On my way (another DAD's, after a reassignment) made a new link in its place.
    if (named.expiresAt.getTime() < link.expiresAt.getTime()) throw TrackingErrors.replaced();
    if (link.expiresAt.getTime() !== named.expiresAt.getTime()) throw TrackingErrors.invalid();
    return link;
  }
}

function estimateOf(link: TrackingLinkEntity, now: Date): TrackingEstimateDto {
  const expectedAt = link.state === 'on_the_way' && link.expectedAt ? new Date(Math.max(link.expectedAt.getTime(), now.getTime())) : null;
  return {
    state: link.state,
    expectedAt: expectedAt?.toISOString() ?? null,
    late: expectedAt !== null && expectedAt.getTime() > link.windowEnd.getTime(),
    updatedAt: (link.positionAt ?? link.updatedAt).toISOString(),
  };
}
