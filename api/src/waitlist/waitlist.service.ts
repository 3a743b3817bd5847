import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, MoreThan, type DataSource } from 'typeorm';
import { BOOKING_MESSAGES, type CreateBookingInput } from '@dd/contracts/booking';
import {
  WAITLIST_MESSAGES,
  type AcceptOfferResponse,
  type AcceptVisitorOfferInput,
  type AdminWaitlistDto,
  type JoinWaitlistInput,
  type VisitorJoinWaitlistInput,
  type VisitorOfferDto,
  type WaitlistEntryDto,
  type WaitlistOfferDto,
} from '@dd/contracts/waitlist';
import { ApiException, invalidField } from '../common/api-exception';
import { BookingSelection } from '../catalog/add-ons/booking-selection';
import { BookingCheckout, type Booker } from '../bookings/booking-checkout';
import { RateLimiter, type RateLimitRule } from '../identity/auth/rate-limiter';
import { isServed, SettingsService } from '../settings/settings.service';
import type { UserEntity } from '../identity/users/user.entity';
import { placeLabel } from './ranking';
import { openKeyOf } from './waitlist-rounds';
import { WaitlistErrors } from './waitlist.errors';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistOpeningEntity } from './waitlist.entities';

/** Places one customer may wait for at once. */
export const WAITING_ENTRIES_PER_CUSTOMER = 5;
/** Visitors' joins from one client address in an hour. */
export const VISITOR_JOINS_PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: 3_600_000, message: WAITLIST_MESSAGES.tooManyJoins };

/** Joining and leaving the waitlist, the customer's offers and accepting one, and the admin's view. */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly selection: BookingSelection,
    private readonly settings: SettingsService,
    private readonly checkout: BookingCheckout,
    private readonly rateLimiter: RateLimiter,
  ) {}

  private get entries() {
    return this.dataSource.getRepository(WaitlistEntryEntity);
  }

  /** POST /api/waitlist: the job is priced and timed now (what a place must hold), the address must be served. */
  async join(user: UserEntity, input: JoinWaitlistInput): Promise<WaitlistEntryDto> {
    const waiting = await this.entries.count({ where: { customerId: user.id, status: 'waiting' } });
    if (waiting >= WAITING_ENTRIES_PER_CUSTOMER) throw new ApiException(409, 'CONFLICT', `You can wait for up to ${WAITING_ENTRIES_PER_CUSTOMER} places at once.`);
    const id = await this.insert({ customerId: user.id, customerName: `${user.firstName} ${user.lastName}`.trim(), visitor: null }, input);
    return (await this.mine(user)).find((entry) => entry.id === id)!;
  }

  /**
   * POST /api/waitlist/visitors: a visitor waits without an account, offers going to the email and/or
   * phone they gave. Counted against the client's address (VISITOR_JOINS_PER_ADDRESS), as sign-ups are.
   */
  async joinAsVisitor({ firstName, lastName, email, phone, language, ...input }: VisitorJoinWaitlistInput, ip: string): Promise<WaitlistEntryDto> {
    await this.rateLimiter.consume(`waitlist-join:ip:${ip}`, VISITOR_JOINS_PER_ADDRESS);
    const visitor = { firstName, lastName, email, phone, language: language ?? null };
    const id = await this.insert({ customerId: null, customerName: `${firstName} ${lastName}`.trim(), visitor }, input);
    return (await this.withOffers([await this.entries.findOneByOrFail({ id })], new Date()))[0];
  }

  private async insert(owner: Pick<WaitlistEntryEntity, 'customerId' | 'customerName' | 'visitor'>, input: JoinWaitlistInput): Promise<string> {
    const { serviceAreaZipCodes } = await this.settings.get();
    if (!isServed(serviceAreaZipCodes, input.zipCode)) throw invalidField('zipCode', BOOKING_MESSAGES.outsideServiceArea, 'OUTSIDE_SERVICE_AREA');
    const { vehicles, durationMinutes } = await this.selection.price([{ vehicleType: input.vehicleType, packageId: input.packageId, carId: null, addOnIds: [] }]);
    const id = randomUUID();
    await this.entries.insert({
      id,
      ...owner,
      packageId: input.packageId,
      packageName: vehicles[0].packageName,
      vehicleType: input.vehicleType,
      durationMinutes,
      address: input.address,
      city: input.city,
      zipCode: input.zipCode,
      fromDate: input.fromDate,
      toDate: input.toDate,
      windows: input.windows,
      status: 'waiting',
      bookingId: null,
    });
    return id;
  }

  /** GET /api/waitlist: the customer's entries still waiting or booked from an offer, with their offers. */
  async mine(user: UserEntity, now = new Date()): Promise<WaitlistEntryDto[]> {
    const entries = await this.entries.find({ where: { customerId: user.id, status: In(['waiting', 'booked']) }, order: { createdAt: 'DESC' } });
    return this.withOffers(entries, now);
  }

  /** DELETE /api/waitlist/{id}: stops waiting; offers standing for it lapse. */
  async withdraw(user: UserEntity, id: string): Promise<void> {
    const { affected } = await this.entries.update({ id, customerId: user.id, status: 'waiting' }, { status: 'withdrawn' });
    if (!affected) throw WaitlistErrors.entryNotFound();
    await this.dataSource.getRepository(WaitlistOfferEntity).update({ entryId: id, status: 'offered' }, { status: 'expired' });
  }

  /** POST /api/waitlist/offers/{id}/accept: a customer's offer, booked on their account. */
  accept(user: UserEntity, offerId: string, now = new Date()): Promise<AcceptOfferResponse> {
    return this.take(offerId, (entry) => entry.customerId === user.id, { user, ip: '', signIn: async () => undefined }, {}, now);
  }

  /**
   * GET /api/waitlist/visitor-offers/{key}: what a visitor's offer link shows (404 for a customer's
   * offer). Whoever holds the link reads it (decision 0456): the street address and the contact only
   * while the offer is open, to fill the form that books it.
   */
  async visitorOffer(offerId: string, now = new Date()): Promise<VisitorOfferDto> {
    const offer = await this.dataSource.getRepository(WaitlistOfferEntity).findOneBy({ id: offerId });
    const entry = offer && (await this.entries.findOneBy({ id: offer.entryId }));
    if (!offer || !entry?.visitor) throw WaitlistErrors.offerNotFound();
    const opening = await this.dataSource.getRepository(WaitlistOpeningEntity).findOneByOrFail({ id: offer.openingId });
    const open = isOpen(offer, entry, now);
    const { firstName, lastName, email, phone } = entry.visitor;
    return {
      offer: offerDto(offer.status === 'offered' && !open ? { ...offer, status: 'expired' } : offer, opening.start),
      packageName: entry.packageName,
      vehicleType: entry.vehicleType,
      address: open ? entry.address : null,
      city: entry.city,
      zipCode: entry.zipCode,
      firstName: open ? firstName : null,
      lastName: open ? lastName : null,
      email: open ? email : null,
      phone: open ? phone : null,
    };
  }

  /**
   * POST /api/waitlist/visitor-offers/{key}/accept: a visitor's offer, booked as checkout books for a
   * visitor (the contact opens an account and signs it in), or on the signed-in customer's account.
   */
  acceptAsVisitor(offerId: string, { contact, language }: AcceptVisitorOfferInput, booker: Booker, now = new Date()): Promise<AcceptOfferResponse> {
    return this.take(offerId, (entry) => !!entry.visitor, booker, { contact, language }, now);
  }

  /**
   * Accepting an offer. The place goes to the first acceptance the database sees: a conditional
   * UPDATE closes the opening (only one can change it from open), then the booking is made through
   * checkout as if the customer had chosen that window (priced again, the DAD's time claimed, unpaid
   * until they pay from the booking's page). When checkout finds the time gone after all, the place
   * closes as lapsed; any other refusal (too many unpaid bookings, a visitor's email already taken)
   * opens it again for the others.
   */
  private async take(
    offerId: string,
    owns: (entry: WaitlistEntryEntity) => boolean,
    booker: Booker,
    visitor: Pick<CreateBookingInput, 'contact' | 'language'>,
    now: Date,
  ): Promise<AcceptOfferResponse> {
    const offers = this.dataSource.getRepository(WaitlistOfferEntity);
    const openings = this.dataSource.getRepository(WaitlistOpeningEntity);
    const offer = await offers.findOneBy({ id: offerId });
    const entry = offer && (await this.entries.findOneBy({ id: offer.entryId }));
    if (!offer || !entry || !owns(entry)) throw WaitlistErrors.offerNotFound();
    // Accepting again (a retry, a second tap) answers the same booking, but only to the account it was
    // made on: a visitor's link is used up by its acceptance (decision 0456).
    if (offer.status === 'accepted' && offer.bookingId) {
      if (booker.user && booker.user.id === entry.customerId) return { bookingId: offer.bookingId };
      throw WaitlistErrors.offerExpired();
    }
    if (offer.status === 'taken') throw WaitlistErrors.offerTaken();
    if (!isOpen(offer, entry, now)) throw WaitlistErrors.offerExpired();

    const opening = await openings.findOneByOrFail({ id: offer.openingId });
    const { affected } = await openings.update({ id: opening.id, status: 'open' }, { status: 'filled', openKey: null, filledEntryId: entry.id, closedAt: now });
    if (!affected) {
      await offers.update({ id: offer.id, status: 'offered' }, { status: 'taken' });
      throw WaitlistErrors.offerTaken();
    }
    let bookingId: string;
    let customerId: string;
    try {
      ({ id: bookingId, customerId } = await this.checkout.create(
        {
          packageId: entry.packageId,
          vehicleType: entry.vehicleType,
          carId: null,
          addOnIds: [],
          moreVehicles: [],
          scheduledDate: opening.start.toISOString(),
          address: entry.address,
          city: entry.city,
          zipCode: entry.zipCode,
          specialInstructions: null,
          ref: null,
          ...visitor,
        },
        booker,
      ));
    } catch (error) {
      const gone = error instanceof ApiException && error.code === 'SLOT_TAKEN';
      await openings.update(
        { id: opening.id, status: 'filled', filledEntryId: entry.id },
        gone ? { status: 'lapsed', filledEntryId: null } : { status: 'open', openKey: opening.dadId ? openKeyOf(opening.dadId, opening.start) : null, filledEntryId: null, closedAt: null },
      );
      if (gone) {
        await offers.update({ openingId: opening.id, status: 'offered' }, { status: 'taken' });
        throw WaitlistErrors.offerTaken();
      }
      throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.update(WaitlistOfferEntity, { id: offer.id }, { status: 'accepted', bookingId });
      await manager.update(WaitlistOfferEntity, { openingId: opening.id, status: 'offered' }, { status: 'taken' });
      // A visitor's entry now belongs to the account their acceptance opened (or signed in with).
      await manager.update(WaitlistEntryEntity, { id: entry.id }, { status: 'booked', bookingId, customerId });
    });
    return { bookingId };
  }

  /** GET /api/admin/waitlist: everyone waiting (oldest first) and how many freed places were filled. */
  async overview(now = new Date()): Promise<AdminWaitlistDto> {
    const entries = await this.entries.find({ where: { status: 'waiting' }, order: { createdAt: 'ASC' }, take: 200 });
    const openings = this.dataSource.getRepository(WaitlistOpeningEntity);
    // One query at a time: a request holds one connection.
    const total = await openings.count();
    const filled = await openings.count({ where: { status: 'filled' } });
    const open = await openings.count({ where: { status: 'open' } });
    const lapsed = await openings.count({ where: { status: 'lapsed' } });
    const withOffers = await this.withOffers(entries, now);
    return {
      entries: withOffers.map((dto, i) => ({ ...dto, customerName: entries[i].customerName })),
      openings: { total, filled, open, lapsed },
      fillRate: filled + lapsed ? filled / (filled + lapsed) : null,
    };
  }

  private async withOffers(entries: WaitlistEntryEntity[], now: Date): Promise<WaitlistEntryDto[]> {
    if (!entries.length) return [];
    const offers = await this.dataSource.getRepository(WaitlistOfferEntity).find({
      where: [
        { entryId: In(entries.map((e) => e.id)), status: 'offered', expiresAt: MoreThan(now) },
        { entryId: In(entries.map((e) => e.id)), status: 'accepted' },
      ],
      order: { createdAt: 'DESC' },
    });
    const openings = offers.length ? await this.dataSource.getRepository(WaitlistOpeningEntity).findBy({ id: In(offers.map((o) => o.openingId)) }) : [];
    const startOf = new Map(openings.map((o) => [o.id, o.start]));
    return entries.map((entry) => ({
      id: entry.id,
      status: entry.status,
      packageId: entry.packageId,
      packageName: entry.packageName,
      vehicleType: entry.vehicleType,
      address: entry.address,
      city: entry.city,
      zipCode: entry.zipCode,
      fromDate: entry.fromDate,
      toDate: entry.toDate,
      windows: entry.windows,
      createdAt: entry.createdAt.toISOString(),
      offers: offers.filter((o) => o.entryId === entry.id && startOf.has(o.openingId)).map((o) => offerDto(o, startOf.get(o.openingId)!)),
    }));
  }
}

/** An offer that can still be accepted: offered, not lapsed, its customer still waiting. */
const isOpen = (offer: WaitlistOfferEntity, entry: WaitlistEntryEntity, now: Date) => offer.status === 'offered' && offer.expiresAt > now && entry.status === 'waiting';

function offerDto(offer: WaitlistOfferEntity, start: Date): WaitlistOfferDto {
  const { date, windowLabel } = placeLabel(start);
  return { id: offer.id, status: offer.status, start: start.toISOString(), date, windowLabel, expiresAt: offer.expiresAt.toISOString(), bookingId: offer.bookingId };
}
