import type { EntityManager } from 'typeorm';
import type { PlatformSettingsDto } from '@dd/contracts/settings';
import { SETTINGS_DEFAULTS } from '@dd/contracts/settings';
import type { AdminAudit } from '../../audit/admin-audit';
import type { Actor, BookingEvents } from '../../bookings/booking-events';
import { BookingEventEntity } from '../../bookings/booking-event.entity';
import { BookingEntity } from '../../bookings/booking.entity';
import type { PasswordLinks } from '../../identity/password/password-links';
import { UserEntity } from '../../identity/users/user.entity';
import type { Events } from '../../platform/events/events';
import type { SettingsService } from '../../settings/settings.service';
import { BookingReads } from '../../bookings/booking-reads';
import { FakeDatabase } from '../../testing/fakes';
import { BookingPaymentLedger, mayUnreserve, refundedInFull, refundFits } from '../booking-payment-ledger';
import { BookingFees } from '../fees/booking-fees';
import type { GatewayCustomers } from '../gateway-customers';
import { PaymentDeclinedError, type GatewayIntent, type GatewayRefund, type NewIntent, type NewRefund, type PaymentGateway, type Reauthorization } from '../payment-gateway';
import type { PaymentMethodsService } from '../payment-methods.service';
import { Users } from '../../identity/users/users';
import { PaymentsService } from '../payments.service';
import { RefundsService } from '../refunds/refunds.service';
import { BookingTipEntity } from '../tips/booking-tip.entity';
import { TipsService } from '../tips/tips.service';

const DAY_MS = 24 * 60 * 60 * 1000;


/**
 * The payment provider in memory: intents with Stripe's states, replays by idempotency key, what
 * was captured and refunded. A test makes the provider decline (`declines`), fail (`down`) or end
 * a hold by itself (`lapse`), and reads what it was asked (`captures`, `refunds`).
 */
export class FakeGateway {
  readonly mode = 'test' as const;
  readonly publishableKey = null;
  readonly intents = new Map<string, GatewayIntent>();
  readonly captures: Array<{ id: string; amountCents: number; idempotencyKey: string }> = [];
  readonly refunds: NewRefund[] = [];
  /** The next calls are declined with these words. */
  declines: string | null = null;
  /** The next calls fail as a network error would. */
  down = false;
  private readonly byKey = new Map<string, string>();

  private ask(): void {
    if (this.down) throw new Error('connect ECONNREFUSED');
    if (this.declines) throw new PaymentDeclinedError(this.declines);
  }

  /** An intent made once per idempotency key: a replay gets the first one back. */
  private once(key: string, make: () => Omit<GatewayIntent, 'id' | 'clientSecret'>): GatewayIntent {
    const known = this.byKey.get(key);
    if (known) return { ...this.intents.get(known)! };
    const id = `pi_fake_${this.intents.size + 1}`;
    this.byKey.set(key, id);
    this.intents.set(id, { id, clientSecret: `${id}_secret`, ...make() });
    return { ...this.intents.get(id)! };
  }

  async createIntent(intent: NewIntent): Promise<GatewayIntent> {
    this.ask();
    return this.once(intent.idempotencyKey, () => ({ ...fresh(intent, null), status: 'requires_payment_method' }));
  }

  async reauthorize(intent: Reauthorization): Promise<GatewayIntent> {
    this.ask();
    return this.once(intent.idempotencyKey, () => ({ ...fresh(intent, intent.paymentMethodId), status: 'requires_capture', captureBefore: new Date(Date.now() + 7 * DAY_MS) }));
  }

  async charge(charge: Reauthorization): Promise<GatewayIntent> {
    this.ask();
    return this.once(charge.idempotencyKey, () => ({ ...fresh(charge, charge.paymentMethodId), status: 'succeeded', amountCapturedCents: charge.amountCents }));
  }

  async retrieveIntent(id: string): Promise<GatewayIntent> {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No such payment intent: ${id}`);
    return { ...intent };
  }

  /** What the customer's card form does: the card is held. */
  hold(id: string, paymentMethodId = 'pm_fake_card'): GatewayIntent {
    return this.set(id, { status: 'requires_capture', paymentMethodId, captureBefore: new Date(Date.now() + 7 * DAY_MS) });
  }

  /** The hold ended at the provider (it lapsed, or someone released it there). */
  lapse(id: string): GatewayIntent {
    return this.set(id, { status: 'canceled' });
  }

  set(id: string, values: Partial<GatewayIntent>): GatewayIntent {
    const intent = { ...this.intents.get(id)!, ...values };
    this.intents.set(id, intent);
    return { ...intent };
  }

  async capture(id: string, amountCents: number, idempotencyKey: string): Promise<GatewayIntent> {
    this.ask();
    const intent = await this.retrieveIntent(id);
    if (intent.status !== 'requires_capture') return intent;
    if (amountCents > intent.amountCents) throw new Error('The amount to capture is more than the hold');
    this.captures.push({ id, amountCents, idempotencyKey });
    return this.set(id, { status: 'succeeded', amountCapturedCents: amountCents });
  }

  async cancel(id: string): Promise<GatewayIntent> {
    this.ask();
    const intent = await this.retrieveIntent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') return intent;
    return this.set(id, { status: 'canceled' });
  }

  async refund(refund: NewRefund): Promise<GatewayRefund> {
    this.ask();
    this.refunds.push(refund);
    return { id: `re_fake_${this.refunds.length}`, amountCents: refund.amountCents, status: 'succeeded' };
  }
}

const fresh = (intent: NewIntent, paymentMethodId: string | null) => ({
  amountCents: intent.amountCents,
  amountCapturedCents: 0,
  customerId: intent.customerId,
  paymentMethodId,
  lastError: null,
  captureBefore: null,
});

/**
 * The ledger with its three SQL-only updates done in memory by the same rules (refundFits,
 * mayUnreserve, refundedInFull); every other move is the real code on the fake database.
 */
class InMemoryLedger extends BookingPaymentLedger {
  constructor(
    private readonly db: FakeDatabase,
    passwordLinks: PasswordLinks,
    bus: Events,
  ) {
    super(db.dataSource, passwordLinks, bus);
  }

  override reserveRefund(bookingId: string, intentId: string, cents: number, manager: EntityManager): Promise<boolean> {
    return this.addWithin(manager, BookingEntity, { id: bookingId, stripePaymentIntentId: intentId, paymentStatus: 'captured' }, 'paymentRefundedCents', 'paymentCapturedCents', cents);
  }

  override unreserveRefund(bookingId: string, cents: number, manager: EntityManager): Promise<void> {
    return this.takeBack(manager, BookingEntity, bookingId, 'paymentRefundedCents', cents);
  }

  override async fullyRefunded(bookingId: string, manager: EntityManager): Promise<boolean> {
    const [b] = this.db.rows(BookingEntity, { id: bookingId });
    if (!b || !refundedInFull(b)) return false;
    await manager.update(BookingEntity, { id: bookingId }, { paymentStatus: 'refunded' });
    return true;
  }

  override reserveTipRefund(tipId: string, cents: number, manager: EntityManager): Promise<boolean> {
    return this.addWithin(manager, BookingTipEntity, { id: tipId, status: 'succeeded' }, 'refundedCents', 'amountCents', cents);
  }

  override unreserveTipRefund(tipId: string, cents: number, manager: EntityManager): Promise<void> {
    return this.takeBack(manager, BookingTipEntity, tipId, 'refundedCents', cents);
  }

  /** The ledger's addWithin in memory: adds to `refunded` of the row `where` names while the refund fits. */
  private async addWithin<E extends { id: string }>(manager: EntityManager, entity: new () => E, where: Partial<E>, refunded: keyof E, taken: keyof E, cents: number): Promise<boolean> {
    const [row] = this.db.rows(entity, where);
    if (!row || !refundFits(row[taken] as number | null, row[refunded] as number, cents)) return false;
    await manager.update(entity, { id: row.id }, { [refunded]: (row[refunded] as number) + cents } as never);
    return true;
  }

  /** The ledger's takeBack in memory. */
  private async takeBack<E extends { id: string }>(manager: EntityManager, entity: new () => E, id: string, refunded: keyof E, cents: number): Promise<void> {
    const [row] = this.db.rows(entity, { id } as Partial<E>);
    if (row && mayUnreserve(row[refunded] as number, cents)) await manager.update(entity, { id }, { [refunded]: (row[refunded] as number) - cents } as never);
  }
}

export const ADMIN: Actor = { id: 'admin-1', role: 'admin' };

/** A customer of the fake database, with a gateway customer (a card can be charged off-session). */
export function aCustomer(db: FakeDatabase, values: Partial<UserEntity> = {}): UserEntity {
  const [user] = db.seed(UserEntity, { email: `c${db.rows(UserEntity).length}@example.com`, passwordHash: 'x', firstName: 'Pat', lastName: 'Lee', phone: null, role: 'customer', stripeCustomerId: 'cus_fake', ...values });
  return user;
}

/** A booking as checkout leaves it (pending, unpaid, $89.00 tomorrow), with any changes. */
export function aBooking(db: FakeDatabase, values: Partial<BookingEntity> = {}): BookingEntity {
  const customerId = values.customerId ?? aCustomer(db).id;
  const [booking] = db.seed(BookingEntity, {
    reference: `DD-${db.rows(BookingEntity).length + 1}`,
    customerId,
    dadId: 'dad-1',
    packageId: 'pkg-1',
    scheduledDate: new Date(Date.now() + DAY_MS),
    durationMinutes: 120,
    address: '1 Main St',
    city: 'Irvine',
    zipCode: '92618',
    totalAmount: '89.00',
    ...values,
  });
  return booking;
}

/**
 * Payments' services on a FakeDatabase and fakes of their ports (immich's newTestService):
 * the gateway above, settings, and the people-telling ports, which record what they were asked.
 * Booking events are written to the fake database in the caller's transaction, as the real ones are.
 */
export function newPaymentsTest(settings: Partial<PlatformSettingsDto> = {}) {
  const db = new FakeDatabase();
  const gateway = new FakeGateway();
  const told: Array<{ what: string; bookingId?: string; userId?: string }> = [];
  // What payments announce, recorded as the message each makes messaging write (messaging.listeners.ts).
  const messageOf: Record<string, string> = { 'payment.authorized': 'bookingReceived', 'payment.fee-captured': 'feeCharged' };
  const bus = {
    emit: async (name: string, event: { bookingId: string }) => void told.push({ what: messageOf[name] ?? name, bookingId: event.bookingId }),
    committed: async () => undefined,
  } as unknown as Events;
  const passwordLinks = { sendDue: async (_m: EntityManager, user: { id: string }) => void told.push({ what: 'passwordLink', userId: user.id }) } as unknown as PasswordLinks;
  const settingsService = { get: async () => ({ ...SETTINGS_DEFAULTS, serviceAreaZipCodes: [], ...settings }) } as unknown as SettingsService;
  const events = {
    record: async (manager: EntityManager | null, bookingId: string, type: BookingEventEntity['type'], actor: Actor, details: Record<string, unknown> = {}) => {
      await (manager ?? db.manager).insert(BookingEventEntity, { bookingId, type, actorId: actor.id, actorRole: actor.role, details: details as never });
    },
  } as unknown as BookingEvents;
  const audited: Array<{ entityId: string; action: string; details: Record<string, unknown> }> = [];
  const audit = { record: async (_m: EntityManager, _actor: unknown, _type: string, entityId: string, action: string, details: Record<string, unknown> = {}) => void audited.push({ entityId, action, details }) } as unknown as AdminAudit;
  const savedCards: Array<{ userId: string; paymentMethodId: string | null }> = [];
  const cards = {
    ownCard: async (_user: UserEntity, id: string) => ({ id, stripePaymentMethodId: `pm_saved_${id}` }),
    saveFromCheckout: async (userId: string, paymentMethodId: string | null) => void savedCards.push({ userId, paymentMethodId }),
  } as unknown as PaymentMethodsService;
  const customers = { customerFor: async (user: UserEntity) => user.stripeCustomerId ?? 'cus_fake' } as unknown as GatewayCustomers;

  const port = gateway as unknown as PaymentGateway;
  const ledger = new InMemoryLedger(db, passwordLinks, bus);
  const fees = new BookingFees(db.dataSource, port, ledger, settingsService, events, bus);
  return {
    db,
    gateway,
    told,
    audited,
    savedCards,
    ledger: ledger as BookingPaymentLedger,
    fees,
    payments: new PaymentsService(new BookingReads(db.dataSource), events, port, customers, ledger, cards, fees),
    refunds: new RefundsService(db.dataSource, port, ledger, audit, events, new Users(db.dataSource)),
    tips: new TipsService(db.dataSource, port, events, new Users(db.dataSource), new BookingReads(db.dataSource)),
    booking: (values: Partial<BookingEntity> = {}) => aBooking(db, values),
    customer: (values: Partial<UserEntity> = {}) => aCustomer(db, values),
    /** The booking as stored now. */
    stored: (id: string) => db.rows(BookingEntity, { id })[0],
    /** The booking's events, oldest first. */
    eventsOf: (bookingId: string) => db.rows(BookingEventEntity, { bookingId }),
  };
}
