import { randomUUID } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import type { EntityManager, FindOperator, FindOptionsWhere } from 'typeorm';
import { SLOT_TAKEN_MESSAGE, type BookingPriceLines, type CreateBookingInput } from '@dd/contracts/booking';
import type { VehicleChoice } from '@dd/contracts/add-on';
import type { BookingStatus } from '@dd/contracts/enums';
import { SETTINGS_DEFAULTS, type PlatformSettingsDto } from '@dd/contracts/settings';
import { priceLines, tierFor, type AccountCredit, type BookingSubtotal } from '@dd/domain/loyalty';
import { fromCents, toCents } from '@dd/domain/pricing';
import { upcomingWindows } from '@dd/domain/time-windows';
import { conflict } from '../common/api-exception';
import type { BookingSelection, PricedSelection } from '../catalog/add-ons/booking-selection';
import type { CarEntity } from '../customers/cars/car.entity';
import type { CarsService } from '../customers/cars/cars.service';
import type { UserEntity } from '../identity/users/user.entity';
import type { Users } from '../identity/users/users';
import type { SettingsService } from '../settings/settings.service';
import type { BookerAccounts, CheckoutContact } from './booker-accounts';
import { BookingChangesService } from './booking-changes.service';
import { BookingCheckout } from './booking-checkout';
import type { Actor, BookingEvents } from './booking-events';
import type { BookingPayments, BookingSchedule, CheckoutPricingPort, FeeKind, PricedCustomer, ReassignCandidates, SlotRequest, WithDad } from './booking-ports';
import type { BookingEntity } from './booking.entity';
import type { BookingRepository, NewBooking } from './booking.repository';
import { UNPAID_PAYMENT_STATUSES } from './unpaid-holds';

/**
 * In-memory fakes of what the booking rules read and ask (immich's newTestService pattern):
 * `newBookingsTest()` builds BookingCheckout and BookingChangesService on them, so the rules run
 * without a database. The fakes keep the guarantees the real ones give: a transaction that throws
 * leaves nothing behind, a change applies only from the status it leaves, a DAD's time is claimed
 * in the booking's transaction.
 */

/** The stand-in transaction manager: the fakes never look inside it. */
const TX = {} as EntityManager;

class FakeBookingRepository {
  readonly rows = new Map<string, BookingEntity>();
  /** The booking_events rows the owner's move limit counts. */
  readonly log: { bookingId: string; type: string; role: Actor['role'] }[] = [];

  async customerMoves(bookingId: string): Promise<number> {
    return this.log.filter((e) => e.bookingId === bookingId && e.type === 'rescheduled' && e.role === 'customer').length;
  }

  async find(id: string): Promise<BookingEntity | null> {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }

  async get(id: string): Promise<BookingEntity> {
    const row = await this.find(id);
    if (!row) throw new Error(`no booking ${id}`);
    return row;
  }

  get manager(): EntityManager {
    return TX;
  }

  /** All or nothing, like the database's. */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const before = new Map([...this.rows].map(([id, row]) => [id, { ...row }]));
    try {
      return await work(TX);
    } catch (error) {
      this.rows.clear();
      before.forEach((row, id) => this.rows.set(id, row));
      throw error;
    }
  }

  async updateIf(_manager: EntityManager, id: string, from: BookingStatus[], changes: Partial<BookingEntity>, where: FindOptionsWhere<BookingEntity> = {}): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || !from.includes(row.status) || !matches(row, where)) return false;
    Object.assign(row, changes, { updatedAt: new Date() });
    return true;
  }

  async insert(_manager: EntityManager, booking: NewBooking, vehicles: PricedSelection['vehicles']): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    this.rows.set(id, { ...defaults(), ...booking, id, vehicles, createdAt: now, updatedAt: now } as unknown as BookingEntity);
    return id;
  }

  /** The customer as the real repository returns the locked row (no tier points in these tests). */
  async lockCustomer(_manager: EntityManager, customerId: string): Promise<UserEntity> {
    return { id: customerId, role: 'customer', washPoints: 0 } as UserEntity;
  }

  async unpaidHeld(_manager: EntityManager, customerId: string): Promise<number> {
    return [...this.rows.values()].filter(
      (row) => row.customerId === customerId && row.status === 'pending' && UNPAID_PAYMENT_STATUSES.includes(row.paymentStatus) && (row.holdExpiresAt?.getTime() ?? 0) > Date.now() && !row.paymentDueAt,
    ).length;
  }

  async hasCompleted(customerId: string): Promise<boolean> {
    return [...this.rows.values()].some((row) => row.customerId === customerId && row.status === 'completed');
  }

  async removeOfCustomer(_manager: EntityManager, customerId: string): Promise<void> {
    for (const [id, row] of this.rows) if (row.customerId === customerId) this.rows.delete(id);
  }
}

/** `where` as the repository's conditional updates use it: equal values, or IsNull(). */
function matches(row: BookingEntity, where: FindOptionsWhere<BookingEntity>): boolean {
  return Object.entries(where).every(([key, value]) => {
    const actual = row[key as keyof BookingEntity];
    const operator = value as FindOperator<unknown>;
    return operator?.type === 'isNull' ? actual == null : actual === value;
  });
}

function defaults(): Partial<BookingEntity> {
  return {
    paymentCapturedCents: null,
    paymentRefundedCents: 0,
    feeKind: null,
    feeCents: null,
    feePolicyAgreedAt: null,
    stripePaymentMethodId: null,
    priceLines: null,
  } as Partial<BookingEntity>;
}

/** DADs free for any time unless marked busy; each assignment is a claim of that DAD's time. */
class FakeSchedule implements BookingSchedule {
  dads = ['dad-1', 'dad-2'];
  /** DADs no slot can get (their day is full). */
  readonly busy = new Set<string>();
  /** bookingId -> the DAD whose time it claims. */
  readonly claims = new Map<string, string>();
  readonly asked: SlotRequest[] = [];

  constructor(private readonly bookings: FakeBookingRepository) {}

  free(except?: string | null): string[] {
    return this.dads.filter((dad) => !this.busy.has(dad) && dad !== except);
  }

  async assign<T>(slot: SlotRequest, write: WithDad<T>): Promise<T> {
    this.asked.push(slot);
    const free = this.free();
    const dadId = free.find((dad) => dad === slot.preferDadId) ?? free[0];
    if (!dadId) throw conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
    return this.bookings.transaction(async (manager) => {
      const { bookingId, result } = await write(manager, dadId, { plannedArrival: null, driveMinutes: null, driveMeters: null }, { firstName: 'Dad', lastName: dadId });
      this.claims.set(bookingId, dadId);
      return result;
    });
  }

  async windowsFor(): Promise<never> {
    throw new Error('not faked');
  }

  /** The DADs reassignment reports as unable to take a booking, and why, as a test sets them. */
  readonly refusals: ReassignCandidates['busy'] = [];

  async candidates(booking: BookingEntity): Promise<ReassignCandidates> {
    return { free: this.free(booking.dadId).map((id, index) => ({ id, addedDriveMinutes: 10 * (index + 1) })), busy: this.refusals.filter((dad) => dad.id !== booking.dadId) };
  }

  async reassign(booking: BookingEntity, dadId: string, write: (manager: EntityManager) => Promise<void>): Promise<void> {
    if (!this.free(booking.dadId).includes(dadId)) throw conflict('SLOT_TAKEN', 'That DAD is not free for this booking’s time');
    await this.bookings.transaction(async (manager) => {
      await write(manager);
      this.claims.set(booking.id, dadId);
    });
  }
}

/** Loyalty's pricing with each customer's reward credits (no tier discount); a credit is used once. */
class FakePricing implements CheckoutPricingPort {
  readonly credits = new Map<string, AccountCredit[]>();
  readonly used = new Map<string, string>();

  async quote(customer: PricedCustomer | null, subtotal: BookingSubtotal): Promise<{ lines: BookingPriceLines; claimIds: string[] }> {
    const credits = (customer && this.credits.get(customer.id)?.filter((credit) => !this.used.has(credit.id))) || [];
    const { lines, creditsUsed } = priceLines({ ...subtotal, tier: tierFor(0), tierDiscountCents: 0, credits, freeInteriorAddOn: false });
    return { lines, claimIds: creditsUsed };
  }

  async use(_manager: EntityManager, bookingId: string, claimIds: string[]): Promise<void> {
    if (claimIds.some((id) => this.used.has(id))) throw conflict('BOOKING_CHANGED', 'Your rewards changed while you were booking. Please try again.');
    claimIds.forEach((id) => this.used.set(id, bookingId));
  }
}

/** Payments: a fee per kind when one applies, captures and cards as the gateway would tell. */
class FakePayments implements BookingPayments {
  readonly fees: Partial<Record<FeeKind, number>> = {};
  readonly captures: string[] = [];

  async feeQuote(_booking: BookingEntity, kind: FeeKind): Promise<number | null> {
    return this.fees[kind] ?? null;
  }

  async recordGatewayCapture(bookingId: string): Promise<void> {
    this.captures.push(bookingId);
  }

  async describeCard(): Promise<{ brand: string; last4: string } | null> {
    return { brand: 'visa', last4: '4242' };
  }
}

/** What bookings announced: in the transaction (record) and after it (committed). */
class FakeEvents {
  readonly recorded: { bookingId: string; type: string; actor: Actor; details: Record<string, unknown> }[] = [];
  readonly committed: { name: string; bookingId: string }[] = [];

  constructor(private readonly bookings: FakeBookingRepository) {}

  async record(_manager: EntityManager, bookingId: string, type: string, actor: Actor, details: Record<string, unknown>): Promise<void> {
    // Like booking_events, the log is undone with the transaction that wrote it.
    if (!this.bookings.rows.has(bookingId)) throw new Error('event of an unsaved booking');
    this.recorded.push({ bookingId, type, actor, details });
    this.bookings.log.push({ bookingId, type, role: actor.role });
  }

  async committedEvent(name: string, payload: { bookingId: string }): Promise<void> {
    this.committed.push({ name, bookingId: payload.bookingId });
  }
}

/** A catalog of one package per id: its price and minutes for any size; add-ons are not sold here. */
class FakeSelection {
  readonly packages = new Map<string, { name: string; price: string; minutes: number }>([['pkg-basic', { name: 'Basic', price: '100.00', minutes: 90 }]]);

  async price(choices: VehicleChoice[]): Promise<PricedSelection> {
    const vehicles = choices.map((choice, index) => {
      const pkg = this.packages.get(choice.packageId);
      if (!pkg) throw new Error(`unknown package ${choice.packageId}`);
      return {
        position: index + 1,
        vehicleType: choice.vehicleType,
        carId: choice.carId ?? null,
        packageId: choice.packageId,
        packageName: pkg.name,
        packagePrice: pkg.price,
        addOns: [],
        price: pkg.price,
        durationMinutes: pkg.minutes,
      };
    });
    const packagePrice = fromCents(vehicles.reduce((sum, vehicle) => sum + toCents(vehicle.packagePrice), 0));
    return { vehicles, subtotal: { packagePrice, addOnsPrice: '0.00' }, durationMinutes: vehicles.reduce((sum, vehicle) => sum + vehicle.durationMinutes, 0) };
  }
}

/** Visitors' accounts: opened, removed again when their checkout fails, and the links sent. */
class FakeAccounts {
  readonly opened: UserEntity[] = [];
  readonly removed: string[] = [];
  readonly passwordLinks: string[] = [];
  readonly referrals: { customerId: string; code: string | null }[] = [];

  async open(contact: CheckoutContact): Promise<UserEntity> {
    const user = { id: randomUUID(), role: 'customer', email: contact.email, firstName: contact.firstName, lastName: contact.lastName } as UserEntity;
    this.opened.push(user);
    return user;
  }

  async remove(customer: UserEntity): Promise<void> {
    this.removed.push(customer.id);
  }

  async sendPasswordLink(_manager: EntityManager, customer: UserEntity): Promise<void> {
    this.passwordLinks.push(customer.id);
  }

  async noteReferral(customerId: string, code: string | null): Promise<void> {
    this.referrals.push({ customerId, code });
  }
}

export type BookingsTest = ReturnType<typeof newBookingsTest>;

/** The booking services on fresh fakes; change `settings`, `cars` or a fake's fields to set a scene. */
export function newBookingsTest() {
  const repository = new FakeBookingRepository();
  const schedule = new FakeSchedule(repository);
  const pricing = new FakePricing();
  const payments = new FakePayments();
  const events = new FakeEvents(repository);
  const selection = new FakeSelection();
  const accounts = new FakeAccounts();
  const settings: PlatformSettingsDto = { ...SETTINGS_DEFAULTS, serviceAreaZipCodes: ['92660'] };
  const cars: Pick<CarEntity, 'id' | 'userId' | 'vehicleType' | 'removedAt'>[] = [];
  const dads = [
    { id: 'dad-1', firstName: 'Dana', lastName: 'One' },
    { id: 'dad-2', firstName: 'Drew', lastName: 'Two' },
    { id: 'dad-3', firstName: 'Dee', lastName: 'Three' },
  ];

  const settingsService = { get: async () => settings } as unknown as SettingsService;
  const bookingEvents = {
    record: events.record.bind(events),
    committed: events.committedEvent.bind(events),
  } as unknown as BookingEvents;
  const carRows = {
    ownOf: async (userId: string, ids: string[]) => cars.filter((car) => ids.includes(car.id) && car.userId === userId && !car.removedAt),
  } as unknown as CarsService;
  const users = {
    namesOf: async (ids: string[]) => new Map(dads.filter((dad) => ids.includes(dad.id)).map((dad) => [dad.id, dad])),
  } as unknown as Users;
  const bookings = repository as unknown as BookingRepository;

  return {
    checkout: new BookingCheckout(bookings, carRows, settingsService, selection as unknown as BookingSelection, bookingEvents, accounts as unknown as BookerAccounts, schedule, pricing),
    changes: new BookingChangesService(bookings, users, settingsService, bookingEvents, schedule, payments),
    repository,
    schedule,
    pricing,
    payments,
    events,
    selection,
    accounts,
    settings,
    cars,
  };
}

/** People as the services see them. */
export const customer = (id = 'customer-1') => ({ id, role: 'customer' }) as UserEntity;
export const admin = (id = 'admin-1') => ({ id, role: 'admin' }) as UserEntity;
export const dad = (id = 'dad-1') => ({ id, role: 'dad' }) as UserEntity;

/** A booking request as the controller passes it on (validated by the contract's schema). */
export function bookingInput(scheduledDate: Date, overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    vehicleType: 'sedan',
    packageId: 'pkg-basic',
    scheduledDate: scheduledDate.toISOString(),
    carId: null,
    addOnIds: [],
    moreVehicles: [],
    address: '1 Main St',
    city: 'Newport Beach',
    zipCode: '92660',
    specialInstructions: null,
    ref: null,
    ...overrides,
  } as CreateBookingInput;
}

/** A saved booking of `customerId`, starting `hoursAhead` from now. */
export function seedBooking(test: BookingsTest, hoursAhead: number, fields: Partial<BookingEntity> = {}): BookingEntity {
  const now = new Date();
  const row = {
    ...defaults(),
    id: randomUUID(),
    customerId: 'customer-1',
    dadId: 'dad-1',
    status: 'confirmed',
    scheduledDate: new Date(Date.now() + hoursAhead * 3_600_000),
    startTime: '08:00',
    endTime: '12:00',
    durationMinutes: 90,
    address: '1 Main St',
    city: 'Newport Beach',
    zipCode: '92660',
    specialInstructions: null,
    totalAmount: '100.00',
    vehicleType: 'sedan',
    photoConsent: false,
    stripePaymentIntentId: 'pi_1',
    paymentStatus: 'authorized',
    holdExpiresAt: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  } as BookingEntity;
  test.repository.rows.set(row.id, { ...row });
  test.schedule.claims.set(row.id, row.dadId!);
  return row;
}

/** What a refused request answers: HTTP status, error code, message and the body's extras. */
export async function refusal(attempt: Promise<unknown>): Promise<{ status: number; code?: string; message: string; body: Record<string, unknown> }> {
  try {
    await attempt;
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const body = error.getResponse() as Record<string, unknown>;
    return { status: error.getStatus(), code: body.code as string | undefined, message: String(body.message), body };
  }
  throw new Error('expected a refusal, but it succeeded');
}

/** Window starts at least `days` ahead, in order (every window of a business day is a valid start). */
export function windowsFrom(days: number): Date[] {
  const from = Date.now() + days * 86_400_000;
  return upcomingWindows(new Date(), { days: days + 8, minAdvanceHours: 0 })
    .map((slot) => new Date(slot.start))
    .filter((start) => start.getTime() >= from);
}
