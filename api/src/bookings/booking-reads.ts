import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, Between, In, IsNull, LessThan, LessThanOrEqual, MoreThan, MoreThanOrEqual, Not, type DataSource, type FindOptionsOrder, type FindOptionsWhere, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { CustomerBookings, ProfileBooking } from '../customers/customer-bookings';
import type { GalleryBooking, GalleryBookings } from '../media/gallery/gallery-bookings';
import type { BookingParties } from '../media/images/booking-parties';
import { BookingEntity } from './booking.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';
import { oneBookingWith } from './booking.repository';
import { toBookingSummaries } from './booking.mapper';

/** A booking's place: who, where, and the packages of its vehicles. */
export interface BookingPlace {
  id: string;
  customerId: string;
  address: string;
  zipCode: string;
  packageIds: string[];
}

/** What a DAD's job sheet shows with a booking. */
const JOB_RELATIONS = { customer: true, package: true, car: true } as const;

/** Bookings that are on: not cancelled or done, and the card held. */
const HELD = { status: In(['pending', 'confirmed']), paymentAuthorizedAt: Not(IsNull()) } as const;

const carOf = (car: BookingEntity['car']) => (car ? { year: car.year, make: car.make, model: car.model } : null);

/**
 * Bookings' public reads, named for what they answer; only bookings query their tables. The
 * features below bookings keep only booking ids and ask through the ports they declare (who is on a
 * booking for media's image rules, what the gallery shows of one, a customer's bookings for their
 * profile), bound in app/feature-ports.module.ts (decision record 0302); the features above inject
 * this class from BookingsModule (decision record 0303).
 */
@Injectable()
export class BookingReads implements BookingParties, GalleryBookings, CustomerBookings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get bookings() {
    return this.dataSource.getRepository(BookingEntity);
  }

  isPartyToAny(userId: string, bookingIds: string[]): Promise<boolean> {
    if (!bookingIds.length) return Promise.resolve(false);
    return this.bookings.exists({ where: [
      { id: In(bookingIds), customerId: userId },
      { id: In(bookingIds), dadId: userId },
    ] });
  }

  shareABooking(one: string, other: string): Promise<boolean> {
    return this.bookings.exists({ where: [
      { customerId: one, dadId: other },
      { customerId: other, dadId: one },
    ] });
  }

  async shown(bookingIds: string[]): Promise<Map<string, GalleryBooking>> {
    const rows = bookingIds.length ? await this.bookings.find({ where: { id: In(bookingIds) }, relations: { car: true, package: true } }) : [];
    return new Map(rows.map((b) => [b.id, { car: carOf(b.car), package: b.package ? { name: b.package.name } : null }]));
  }

  async of(customerId: string, dadId?: string): Promise<ProfileBooking[]> {
    const rows = await this.bookings.find({
      where: { customerId, ...(dadId && { dadId }) },
      relations: { package: true, car: true },
      order: { scheduledDate: 'DESC', id: 'DESC' },
    });
    const summaries = await toBookingSummaries(this.dataSource.manager, rows);
    return rows.map((b, i) => ({
      ...summaries[i],
      packageName: b.package?.name ?? '',
      carMake: b.car?.make ?? null,
      carYear: b.car?.year ?? null,
      carModel: b.car?.model ?? null,
    }));
  }

  /** The booking row alone (no relations); null when there is none. */
  row(id: string): Promise<BookingEntity | null> {
    return this.bookings.findOneBy({ id });
  }

  /** Like `row`, for a booking known to exist. */
  rowOrFail(id: string): Promise<BookingEntity> {
    return this.bookings.findOneByOrFail({ id });
  }

  /** The customer's own booking (no relations); null when there is none or it is someone else's. */
  findOwn(customerId: string, id: string): Promise<BookingEntity | null> {
    return this.bookings.findOneBy({ id, customerId });
  }

  /** The bookings of `customerIds` with this DAD that were not cancelled: what My Customers counts (status, total, date). */
  withDad(dadId: string, customerIds: string[]): Promise<Pick<BookingEntity, 'id' | 'customerId' | 'status' | 'totalAmount' | 'scheduledDate'>[]> {
    if (!customerIds.length) return Promise.resolve([]);
    return this.bookings.find({
      select: { id: true, customerId: true, status: true, totalAmount: true, scheduledDate: true },
      where: { dadId, customerId: In(customerIds), status: Not('cancelled' as const) },
    });
  }

  /** A booking assigned to this DAD (no relations); null when there is none or it is not theirs. */
  findAssigned(dadId: string, id: string): Promise<BookingEntity | null> {
    return this.bookings.findOneBy({ id, dadId });
  }

  /** The booking with its car, DAD and customer (whose language the page opens in), as the customer's tracking page shows it (issue 43); null when there is none. */
  tracked(id: string): Promise<BookingEntity | null> {
    return oneBookingWith(this.dataSource.manager, { id }, { car: true, dad: true, customer: true });
  }

  /** A DAD's job with its customer, package and car, as their job sheet shows it; null when it is not theirs. */
  jobOf(dadId: string, id: string): Promise<BookingEntity | null> {
    return oneBookingWith(this.bookings.manager, { id, dadId }, JOB_RELATIONS);
  }

  /** Where each booking is and what is done there: its customer, address and every vehicle's package (site profiles and the weather pass read them). */
  async placesOf(ids: string[]): Promise<BookingPlace[]> {
    if (!ids.length) return [];
    const rows = await this.bookings.find({ select: { id: true, customerId: true, address: true, zipCode: true, packageId: true }, where: { id: In(ids) } });
    const vehicles = await this.dataSource.getRepository(BookingVehicleEntity).find({ select: { bookingId: true, packageId: true }, where: { bookingId: In(ids) } });
    return rows.map((row) => ({
      id: row.id,
      customerId: row.customerId,
      address: row.address,
      zipCode: row.zipCode,
      packageIds: [...new Set([row.packageId, ...vehicles.filter((v) => v.bookingId === row.id).map((v) => v.packageId)])],
    }));
  }

  /** A DAD's jobs with their customer, package and car, soonest first; only those starting in `[from, to]` when given. */
  jobsOf(dadId: string, range?: [Date, Date]): Promise<BookingEntity[]> {
    return this.bookings.find({ where: { dadId, ...(range && { scheduledDate: Between(...range) }) }, relations: JOB_RELATIONS, order: { scheduledDate: 'ASC', id: 'ASC' } });
  }

  /** A DAD's bookings that are not cancelled, starting in `[from, to]` (no relations): the dashboard's counts. */
  liveJobsOf(dadId: string, [from, to]: [Date, Date]): Promise<BookingEntity[]> {
    return this.bookings.find({ where: { dadId, status: Not('cancelled' as const), scheduledDate: Between(from, to) } });
  }

  /**
   * The bookings availability counts: not cancelled, with a DAD (one of `dadIds` when given),
   * starting in `[from, to)`; only the columns the rule reads. Under the alias b (the index test in
   * scheduling.int-spec reads this statement).
   */
  heldBetween(
    [from, to]: [Date, Date],
    dadIds?: string[],
  ): Promise<Pick<BookingEntity, 'id' | 'dadId' | 'scheduledDate' | 'status' | 'durationMinutes' | 'zipCode' | 'plannedArrival' | 'driveMinutes' | 'driveMeters'>[]> {
    return this.bookings
      .createQueryBuilder('b')
      .setFindOptions({
        select: { id: true, dadId: true, scheduledDate: true, status: true, durationMinutes: true, zipCode: true, plannedArrival: true, driveMinutes: true, driveMeters: true },
        where: { dadId: dadIds ? In(dadIds) : Not(IsNull()), status: Not('cancelled' as const), scheduledDate: And(MoreThanOrEqual(from), LessThan(to)) },
      })
      .getMany();
  }

  /** The bookings not cancelled starting in `[from, to]` (only `dadId`'s when given) with their customer and package, soonest first: a day's routes. */
  liveWithCustomerBetween([from, to]: [Date, Date], dadId?: string): Promise<BookingEntity[]> {
    return this.bookings.find({
      where: { status: Not('cancelled' as const), scheduledDate: Between(from, to), ...(dadId ? { dadId } : {}) },
      relations: { customer: true, package: true },
      order: { scheduledDate: 'ASC', id: 'ASC' },
    });
  }

  /** Held bookings starting in `(after, until]`, with package and people, first booked first: the reminders due. */
  heldStartingWithin(after: Date, until: Date): Promise<BookingEntity[]> {
    return this.withPeople({ ...HELD, scheduledDate: And(MoreThan(after), LessThanOrEqual(until)) });
  }

  /** Held bookings with a DAD starting in `[from, to)`, soonest first: the DADs' agendas. */
  heldJobsBetween([from, to]: [Date, Date]): Promise<BookingEntity[]> {
    return this.withPeople({ ...HELD, dadId: Not(IsNull()), scheduledDate: And(MoreThanOrEqual(from), LessThan(to)) }, { scheduledDate: 'ASC' });
  }

  /** Bookings not cancelled whose card hold is in trouble: the admins' alert. */
  withPaymentIssue(): Promise<BookingEntity[]> {
    return this.withPeople({ status: Not('cancelled' as const), paymentIssue: Not(IsNull()) });
  }

  /** Held bookings still pending, booked at or before `bookedBy`, starting after `now`: the admins' alert. */
  pendingSince(bookedBy: Date, now: Date): Promise<BookingEntity[]> {
    return this.withPeople({ ...HELD, status: In(['pending' as const]), createdAt: LessThanOrEqual(bookedBy), scheduledDate: MoreThan(now) });
  }

  /** Up to 500 bookings with their package, customer and DAD. */
  private withPeople(where: FindOptionsWhere<BookingEntity>, order: FindOptionsOrder<BookingEntity> = { createdAt: 'ASC' }): Promise<BookingEntity[]> {
    return this.bookings.find({ where, order, relations: { package: true, customer: true, dad: true }, take: 500 });
  }

  /** A condition on the users aliased `alias` of a caller's query: they have a booking with this DAD that is not cancelled (My Customers). */
  customerOfDad(alias: string, dadId: string): [string, { dadId: string }] {
    const booked = this.bookings.createQueryBuilder('b').select('1').where(`b.customerId = ${alias}.id AND b.dadId = :dadId AND b.status <> 'cancelled'`);
    return [`EXISTS (${booked.getQuery()})`, { dadId }];
  }

  /**
   * A caller's query of rows that name a booking (its id in `bookingIdColumn`), joined to that booking
   * under the alias b, with the booking's customer selected as `customerId`: rows whose booking is gone
   * drop out. One query, as a join (the admin's disputes list).
   */
  withCustomer<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, bookingIdColumn: string): SelectQueryBuilder<T> {
    return qb.innerJoin(BookingEntity, 'b', `b.id = ${bookingIdColumn}`).addSelect('b.customerId', 'customerId');
  }

  /** Up to `limit` bookings whose card hold is still recorded as standing but ran out by `now`. */
  holdsLapsedBy(now: Date, limit: number): Promise<BookingEntity[]> {
    return this.bookings.find({ where: { paymentStatus: 'authorized', paymentHoldExpiresAt: LessThanOrEqual(now) }, take: limit });
  }

  /** Up to `limit` cancelled bookings, without a fee to take, whose card hold was left standing. */
  cancelledHoldingCard(limit: number): Promise<BookingEntity[]> {
    return this.bookings.find({ where: { paymentStatus: 'authorized', status: 'cancelled', feeKind: IsNull() }, take: limit });
  }

  /**
   * Up to `limit` bookings not cancelled, their hold in no trouble, whose hold ends in `(after, by]` and
   * whose appointment is at or after `scheduledFrom`; the soonest to end first (the holds to renew).
   */
  holdsEndingWithin(after: Date, by: Date, scheduledFrom: Date, limit: number): Promise<BookingEntity[]> {
    return this.bookings.find({
      where: {
        paymentStatus: 'authorized',
        status: Not(In(['cancelled' as const])),
        paymentIssue: IsNull(),
        paymentHoldExpiresAt: And(MoreThan(after), LessThanOrEqual(by)),
        scheduledDate: MoreThanOrEqual(scheduledFrom),
      },
      order: { paymentHoldExpiresAt: 'ASC' },
      take: limit,
    });
  }

  /** Of these bookings, how many not cancelled each DAD has (null: no DAD assigned yet), counted in SQL: plans' visits per DAD-week ask it. */
  async countPerDad(ids: string[]): Promise<Array<{ dadId: string | null; count: number }>> {
    if (!ids.length) return [];
    const rows = await this.bookings
      .createQueryBuilder('b')
      .select('b.dadId', 'dadId')
      .addSelect('COUNT(b.id)', 'count')
      .where('b.id IN (:...ids) AND b.status <> :cancelled', { ids, cancelled: 'cancelled' })
      .groupBy('b.dadId')
      .getRawMany<{ dadId: string | null; count: string | number }>();
    return rows.map((row) => ({ dadId: row.dadId ?? null, count: Number(row.count) }));
  }

  /** How many bookings, not cancelled, the DAD has with each of their customers (one number per customer). */
  async jobsPerCustomer(dadId: string): Promise<number[]> {
    const rows = await this.bookings
      .createQueryBuilder('b')
      .select('COUNT(b.id)', 'count')
      .where('b.dadId = :dadId AND b.status <> :cancelled', { dadId, cancelled: 'cancelled' })
      .groupBy('b.customerId')
      .getRawMany<{ count: string | number }>();
    return rows.map((row) => Number(row.count));
  }
}
