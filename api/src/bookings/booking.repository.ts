import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EntityNotFoundError, In, IsNull, MoreThan, MoreThanOrEqual, Not, type DataSource, type EntityManager, type FindOptionsRelations, type FindOptionsWhere, type SelectQueryBuilder } from 'typeorm';
import type { BookingStatus, PaymentStatus } from '@dd/contracts/enums';
import type { PricedVehicle } from '../catalog/add-ons/booking-selection';
import { lockedUser } from '../identity/users/user-lock';
import type { UserEntity } from '../identity/users/user.entity';
import { addWithin, takeBack } from '../platform/database/bounded-counter';
import { insertRows } from '../platform/database/insert-rows';
import { BookingEntity } from './booking.entity';
import { BookingEventEntity } from './booking-event.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';
import { UNPAID_PAYMENT_STATUSES } from './unpaid-holds';

/** What every booking read carries: package name, car, and the people on it. */
const RELATIONS: FindOptionsRelations<BookingEntity> = { package: true, car: true, customer: true, dad: true };

/** The columns of a booking's card payment (payments' ledger moves them). */
export type PaymentColumns = Partial<
  Pick<
    BookingEntity,
    'paymentStatus' | 'paymentIssue' | 'stripePaymentIntentId' | 'stripePaymentMethodId' | 'paymentAttempt' | 'paymentAuthorizedAt' | 'paymentHoldExpiresAt' | 'paymentCapturedAt' | 'paymentCapturedCents' | 'updatedAt'
  >
>;

/**
 * The one booking `where` names, with `relations`, in one statement: findOne's LIMIT 1 makes TypeORM
 * page the joined rows in two (the distinct ids first, then the rows), and a booking's id is unique anyway.
 */
export async function oneBookingWith(manager: EntityManager, where: FindOptionsWhere<BookingEntity>, relations: FindOptionsRelations<BookingEntity>): Promise<BookingEntity | null> {
  const [booking] = await manager.find(BookingEntity, { where, relations });
  return booking ?? null;
}

/** A booking as a message about it is made from (BookingRepository.withPeople). */
export type BookingWithPeople = BookingEntity & { appointmentChanges: number };

/** A new booking's columns (the others keep their defaults) and its vehicles. */
export type NewBooking = Partial<BookingEntity> & Pick<BookingEntity, 'customerId' | 'scheduledDate'>;

/**
 * The booking rows the booking rules read and write. Writes take the caller's transaction (a time
 * claim or an event joins it); a change is a conditional update on the state it leaves.
 */
@Injectable()
export class BookingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One booking with its package, car, customer and DAD; null when there is none. */
  find(id: string): Promise<BookingEntity | null> {
    return oneBookingWith(this.dataSource.manager, { id }, RELATIONS);
  }

  /** Like `find`, for a booking known to exist. */
  async get(id: string): Promise<BookingEntity> {
    return (await oneBookingWith(this.dataSource.manager, { id }, RELATIONS)) ?? mustExist(id);
  }

  /** How many times the customer moved this booking themselves (the owner's limit counts these). */
  customerMoves(bookingId: string): Promise<number> {
    return this.dataSource.manager.countBy(BookingEventEntity, { bookingId, type: 'rescheduled', actorRole: 'customer' });
  }

  /** Outside any transaction (after-commit work). */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Applies `changes` to the booking only while it is in one of `from` (and matches `where`); false when it changed meanwhile. */
  async updateIf(
    manager: EntityManager,
    id: string,
    from: BookingStatus[],
    changes: Partial<BookingEntity>,
    where: FindOptionsWhere<BookingEntity> = {},
  ): Promise<boolean> {
    const { affected } = await manager.update(BookingEntity, { ...where, id, status: In(from) }, changes);
    return !!affected;
  }

  async insert(manager: EntityManager, booking: NewBooking, vehicles: PricedVehicle[]): Promise<string> {
    // The id is ours, so nothing is read back after the insert (the subscriber still fills in the reference and counts).
    const row = { ...booking, id: booking.id ?? randomUUID() };
    await manager.createQueryBuilder().insert().into(BookingEntity).values(row).updateEntity(false).execute();
    await insertRows(manager, BookingVehicleEntity, vehicles.map(({ packageName: _name, ...vehicle }) => ({ ...vehicle, bookingId: row.id })));
    return row.id;
  }

  /**
   * The customer's row, locked until the booking's transaction ends (MySQL), so parallel checkouts of
   * one customer, on any instance, run one after the other. It is the transaction's first read, so what
   * is read after it (the unpaid count, the price's counts and credits) sees every booking committed
   * before; the row itself is the one the price reads (tier points) and the answer shows.
   */
  lockCustomer(manager: EntityManager, customerId: string): Promise<UserEntity> {
    return lockedUser(manager, customerId);
  }

  /** The customer's unpaid places still held (a place whose payment is arranged for later is not one: decision 0474); after lockCustomer. */
  unpaidHeld(manager: EntityManager, customerId: string): Promise<number> {
    return manager.count(BookingEntity, {
      where: { customerId, status: 'pending', paymentStatus: In(UNPAID_PAYMENT_STATUSES), holdExpiresAt: MoreThan(new Date()), paymentDueAt: IsNull() },
    });
  }

  hasCompleted(customerId: string): Promise<boolean> {
    return this.dataSource.manager.existsBy(BookingEntity, { customerId, status: 'completed' });
  }

  /**
   * One booking known to exist with its package, customer and DAD, and how many times its appointment
   * changed (moves and the cancellation: an invite's SEQUENCE), read in the caller's transaction in one
   * statement: what a message about it shows.
   */
  static async withPeople(manager: EntityManager, id: string): Promise<BookingWithPeople> {
    const changes = manager
      .createQueryBuilder()
      .subQuery()
      .select('COUNT(1)')
      .from(BookingEventEntity, 'e')
      .where("e.bookingId = b.id AND e.type IN ('rescheduled', 'cancelled')")
      .getQuery();
    const { entities, raw } = await manager
      .createQueryBuilder(BookingEntity, 'b')
      .leftJoinAndSelect('b.package', 'package')
      .leftJoinAndSelect('b.customer', 'customer')
      .leftJoinAndSelect('b.dad', 'dad')
      .addSelect(changes, 'appointmentChanges')
      .where('b.id = :id', { id })
      .getRawAndEntities<{ appointmentChanges: string | number }>();
    if (!entities[0]) return mustExist(id);
    return Object.assign(entities[0], { appointmentChanges: Number(raw[0].appointmentChanges) });
  }

  /** The booking if it is completed, in the caller's transaction; null otherwise (loyalty's points for a detail). */
  static completed(manager: EntityManager, id: string): Promise<BookingEntity | null> {
    return manager.findOneBy(BookingEntity, { id, status: 'completed' });
  }

  /**
   * How many of the customer's bookings are paid (card held or charged, not cancelled): all of them
   * (`paid`), and those booked since `since` (`paidThisMonth`), as one row a caller can read with
   * its own table (loyalty joins its reward claims to it: one statement for a price).
   */
  static paidCountsQuery(manager: EntityManager, customerId: string, since: Date): SelectQueryBuilder<BookingEntity> {
    return manager
      .createQueryBuilder(BookingEntity, 'b')
      .select('COUNT(1)', 'paid')
      .addSelect('COALESCE(SUM(CASE WHEN b.createdAt >= :paidSince THEN 1 ELSE 0 END), 0)', 'paidThisMonth')
      .where("b.customerId = :paidOf AND b.status <> 'cancelled' AND b.paymentStatus IN ('authorized', 'captured')", { paidOf: customerId, paidSince: since });
  }

  /** What the DADs' completed jobs brought in, in dollars as the database sums them (the admin's DAD summary). */
  static async completedRevenueOfDads(manager: EntityManager): Promise<string | number | null> {
    const row = await manager
      .getRepository(BookingEntity)
      .createQueryBuilder('b')
      .select('SUM(b.totalAmount)', 'sum')
      .where("b.status = 'completed' AND b.dadId IS NOT NULL")
      .getRawOne<{ sum: string | number | null }>();
    return row?.sum ?? null;
  }

  /** The DAD's jobs in `status` with customer, package, car and DAD, starting from `from` when given, soonest first. */
  static jobsOfDad(manager: EntityManager, dadId: string, status: BookingStatus[], from?: Date): Promise<BookingEntity[]> {
    return manager.find(BookingEntity, {
      where: { dadId, status: In(status), ...(from && { scheduledDate: MoreThanOrEqual(from) }) },
      relations: { customer: true, package: true, car: true, dad: true },
      order: { scheduledDate: 'ASC' },
    });
  }

  /** Takes the booking off its DAD while it still waits for them (pending or confirmed, still theirs); false when it changed meanwhile. */
  static async unassignWaiting(manager: EntityManager, id: string, dadId: string): Promise<boolean> {
    const { affected } = await manager.update(BookingEntity, { id, dadId, status: In(['pending', 'confirmed']) }, { dadId: null });
    return !!affected;
  }

  /** Another job of this DAD in progress (its id only), in the caller's transaction; null when there is none. */
  static otherJobInProgress(manager: EntityManager, dadId: string, bookingId: string): Promise<Pick<BookingEntity, 'id'> | null> {
    return manager.findOne(BookingEntity, { select: { id: true }, where: { dadId, status: 'in_progress', id: Not(bookingId) } });
  }

  /** Moves the booking from `from` to `to` only while it is in `from`; false when it changed meanwhile (each job step happens once). */
  static async moveStatus(manager: EntityManager, id: string, from: BookingStatus, to: BookingStatus): Promise<boolean> {
    const { affected } = await manager.update(BookingEntity, { id, status: from }, { status: to });
    return !!affected;
  }

  /** The booking row alone (no relations); null when there is none. */
  static row(manager: EntityManager, id: string): Promise<BookingEntity | null> {
    return manager.findOneBy(BookingEntity, { id });
  }

  /** Like `row`, for a booking known to exist. */
  static rowOrFail(manager: EntityManager, id: string): Promise<BookingEntity> {
    return manager.findOneByOrFail(BookingEntity, { id });
  }

  /** The customer's bookings not done or cancelled whose card is held, soonest first (which of them a saved card holds). */
  static heldUpcomingOf(manager: EntityManager, customerId: string): Promise<BookingEntity[]> {
    return manager.find(BookingEntity, {
      where: { customerId, status: In(['pending', 'confirmed', 'in_progress']), paymentStatus: 'authorized' },
      order: { scheduledDate: 'ASC' },
    });
  }

  /** Records the customer's agreement to the fee policy: when, and the words shown. */
  static async recordFeeAgreement(manager: EntityManager, id: string, agreement: Pick<BookingEntity, 'feePolicyAgreedAt' | 'feePolicyText'>): Promise<void> {
    await manager.update(BookingEntity, { id }, agreement);
  }

  /** The booking whose card payment is this gateway intent; null when none is. */
  static withPaymentIntent(manager: EntityManager, paymentIntentId: string): Promise<BookingEntity | null> {
    return manager.findOneBy(BookingEntity, { stripePaymentIntentId: paymentIntentId });
  }

  /** Notes what went wrong with the booking's card hold, only while the hold stands (paymentStatus authorized). */
  static async flagHoldIssue(manager: EntityManager, id: string, issue: string): Promise<void> {
    await manager.update(BookingEntity, { id, paymentStatus: 'authorized' }, { paymentIssue: issue });
  }

  /**
   * Keeps an unpaid booking's place (its DAD's time) until `until`, only while it is still pending
   * and unpaid: a plan visit whose payment is being retried (decision 0460). The unpaid-hold job
   * releases it after, as any unpaid booking; `until` now releases it at the job's next run.
   */
  static async keepUnpaidPlaceUntil(manager: EntityManager, id: string, until: Date): Promise<boolean> {
    const { affected } = await manager.update(BookingEntity, { id, status: 'pending', paymentStatus: In(UNPAID_PAYMENT_STATUSES) }, { holdExpiresAt: until });
    return affected === 1;
  }

  /** The customer of a booking known to exist, in the caller's transaction (only that column). */
  static async customerOf(manager: EntityManager, id: string): Promise<string> {
    const { customerId } = await manager.findOneOrFail(BookingEntity, { where: { id }, select: { id: true, customerId: true } });
    return customerId;
  }

  /**
   * Moves the booking's payment to `values` only while its current intent is `intentId` (none: null),
   * its paymentStatus one of `from`, and (when given) its paymentAttempt still `attempt`: false when
   * it moved meanwhile (payments' ledger; a replayed or late message changes nothing).
   */
  static async movePayment(manager: EntityManager, id: string, intentId: string | null, from: PaymentStatus[], values: PaymentColumns, attempt?: number): Promise<boolean> {
    const where: FindOptionsWhere<BookingEntity> = { id, stripePaymentIntentId: intentId ?? IsNull(), paymentStatus: In(from), ...(attempt !== undefined && { paymentAttempt: attempt }) };
    const { affected } = await manager.getRepository(BookingEntity).update(where, values);
    return affected === 1;
  }

  /** Makes `intentId` the booking's intent (attempt `attempt`), only if nobody started another since `previousAttempt` was read. */
  static async startIntent(manager: EntityManager, id: string, intentId: string, previousAttempt: number, attempt: number): Promise<boolean> {
    const { affected } = await manager.getRepository(BookingEntity).update({ id, paymentAttempt: previousAttempt }, { stripePaymentIntentId: intentId, paymentAttempt: attempt });
    return affected === 1;
  }

  /** Adds `cents` to what was refunded of the captured payment of intent `intentId`, only while it stays within what was captured (one conditional UPDATE). */
  static reserveRefund(manager: EntityManager, id: string, intentId: string, cents: number): Promise<boolean> {
    const where = "id = :bookingId AND stripePaymentIntentId = :intentId AND paymentStatus = 'captured' AND paymentCapturedCents IS NOT NULL";
    return addWithin(manager, BookingEntity, 'paymentRefundedCents', 'paymentCapturedCents', cents, where, { bookingId: id, intentId });
  }

  /** Gives back `cents` of what was reserved for refunds, never below nothing. */
  static unreserveRefund(manager: EntityManager, id: string, cents: number): Promise<void> {
    return takeBack(manager, BookingEntity, 'paymentRefundedCents', id, cents);
  }

  /** paymentStatus 'refunded' once everything captured went back, only from 'captured': false otherwise. */
  static async markRefundedInFull(manager: EntityManager, id: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(BookingEntity)
      .set({ paymentStatus: 'refunded' })
      .where("id = :bookingId AND paymentStatus = 'captured' AND paymentRefundedCents >= paymentCapturedCents", { bookingId: id })
      .execute();
    return result.affected === 1;
  }

  /** Stores a stop's planned arrival and drive, in the caller's transaction (scheduling's route write). */
  static planArrival(manager: EntityManager, id: string, planned: Pick<BookingEntity, 'plannedArrival' | 'driveMinutes' | 'driveMeters'>): Promise<unknown> {
    return manager.update(BookingEntity, { id }, planned);
  }

  removeOfCustomer(manager: EntityManager, customerId: string): Promise<unknown> {
    return manager.delete(BookingEntity, { customerId });
  }
}

/** A booking the caller knew to exist is gone: as findOneOrFail would say. */
function mustExist(id: string): never {
  throw new EntityNotFoundError(BookingEntity, { id });
}
