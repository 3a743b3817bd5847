import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentMethodDto, SetupIntentResponse } from '@dd/contracts/payment';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingRepository } from '../bookings/booking.repository';
import { conflict, notFound } from '../common/api-exception';
import { isUniqueViolation } from '../common/unique-violation';
import { CacheVersions, SIGNED_IN_READS } from '../platform/cache/cache-versions';
import { insertRows } from '../platform/database/insert-rows';
import type { UserEntity } from '../identity/users/user.entity';
import { GatewayCustomers } from './gateway-customers';
import { viaGateway } from './payment-errors';
import { PaymentGateway, type CardDetails } from './payment-gateway';
import { PaymentMethodEntity } from './payment-method.entity';

const toDto = (card: PaymentMethodEntity): PaymentMethodDto => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  isDefault: card.isDefault,
});

const PAYMENT_METHODS = 'payment_methods';

/** What we keep of a card: only what it shows. */
const displayOf = ({ brand, last4, expMonth, expYear }: CardDetails): CardDetails => ({ brand, last4, expMonth, expYear });

/** One card, as far as we can tell: the same brand, last 4 and expiry (a gateway gives each use of it a new id). */
const sameCard = (a: CardDetails, b: CardDetails) => a.brand === b.brand && a.last4 === b.last4 && a.expMonth === b.expMonth && a.expYear === b.expYear;

/**
 * A customer's saved cards: each card that held a booking at checkout is saved, and cards added on
 * Payment Methods (the first one is the default). A card still holding an upcoming booking cannot be
 * deleted: the hold is renewed on it.
 */
@Injectable()
export class PaymentMethodsService {
  private readonly logger = new Logger('PaymentMethods');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly customers: GatewayCustomers,
    private readonly versions: CacheVersions,
  ) {}

  async list(user: UserEntity): Promise<PaymentMethodDto[]> {
    const cards = await this.dataSource.manager.find(PaymentMethodEntity, { where: { userId: user.id }, order: { isDefault: 'DESC', createdAt: 'ASC', id: 'ASC' } });
    return cards.map(toDto);
  }

  /** Step 1 of adding a card: a SetupIntent on the customer's gateway customer, for the browser to confirm. */
  async setupIntent(user: UserEntity): Promise<SetupIntentResponse> {
    const customerId = await this.customers.customerFor(user);
    const intent = await viaGateway('set up the card', () => this.gateway.createSetupIntent(customerId));
    return { clientSecret: intent.clientSecret, setupIntentId: intent.id };
  }

  /**
   * Step 3: saves the card the browser confirmed. Only a card on the customer's own gateway customer
   * (else 404, as for a card that does not exist); adding it again answers the saved card.
   */
  async add(user: UserEntity, paymentMethodId: string): Promise<PaymentMethodDto> {
    const manager = this.dataSource.manager;
    const saved = await manager.findOneBy(PaymentMethodEntity, { stripePaymentMethodId: paymentMethodId, userId: user.id });
    if (saved) return toDto(saved);
    const card = await viaGateway('load the card', () => this.gateway.cardDetails(paymentMethodId));
    if (!card || !user.stripeCustomerId || card.customerId !== user.stripeCustomerId) throw notFound('Payment method not found');
    if (!(await this.saveOnce(user.id, paymentMethodId, card))) throw conflict('ALREADY_EXISTS', 'This card is already saved.');
    return toDto(await manager.findOneByOrFail(PaymentMethodEntity, { stripePaymentMethodId: paymentMethodId, userId: user.id }));
  }

  async setDefault(user: UserEntity, id: string): Promise<PaymentMethodDto[]> {
    await this.dataSource.transaction(async (manager) => {
      await own(manager, user, id);
      await manager.update(PaymentMethodEntity, { userId: user.id, isDefault: true }, { isDefault: false });
      await manager.update(PaymentMethodEntity, { id }, { isDefault: true });
    });
    return this.list(user);
  }

  async remove(user: UserEntity, id: string): Promise<void> {
    const card = await own(this.dataSource.manager, user, id);
    const holding = await this.bookingHeldBy(card);
    if (holding) {
      throw conflict(
        'CARD_IN_USE',
        `This card holds the payment for your upcoming detail (reference ${holding.id.slice(-8).toUpperCase()}). It can be removed once that detail is done or cancelled.`,
      );
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(PaymentMethodEntity, { id: card.id });
      if (!card.isDefault) return;
      const next = await manager.findOne(PaymentMethodEntity, { where: { userId: user.id }, order: { createdAt: 'ASC', id: 'ASC' } });
      if (next) await manager.update(PaymentMethodEntity, { id: next.id }, { isDefault: true });
    });
  }

  /**
   * The upcoming booking whose hold is on this card: by its payment method id, or on the same card
   * used again at another checkout (a new payment method id the gateway describes the same way,
   * which was not saved twice).
   */
  /** One of the user's saved cards; 404 for anyone else's. */
  ownCard(user: UserEntity, id: string): Promise<PaymentMethodEntity> {
    return own(this.dataSource.manager, user, id);
  }

  private async bookingHeldBy(card: PaymentMethodEntity): Promise<BookingEntity | null> {
    const manager = this.dataSource.manager;
    const upcoming = await BookingRepository.heldUpcomingOf(manager, card.userId);
    const direct = upcoming.find((booking) => booking.stripePaymentMethodId === card.stripePaymentMethodId);
    if (direct) return direct;
    const saved = new Set((await manager.findBy(PaymentMethodEntity, { userId: card.userId })).map((c) => c.stripePaymentMethodId));
    for (const booking of upcoming) {
      const paymentMethodId = booking.stripePaymentMethodId;
      if (!paymentMethodId || saved.has(paymentMethodId)) continue;
      const used = await viaGateway('load the card', () => this.gateway.cardDetails(paymentMethodId));
      if (used && sameCard(used, card)) return booking;
    }
    return null;
  }

  /**
   * A card no longer saved under this id (deleted since, or saved under another use's id), as the gateway
   * describes it, for a receipt; null when the gateway does not know it or cannot be reached.
   */
  async describedByGateway(paymentMethodId: string): Promise<Pick<CardDetails, 'brand' | 'last4'> | null> {
    try {
      const card = await this.gateway.cardDetails(paymentMethodId);
      return card && { brand: card.brand, last4: card.last4 };
    } catch (error) {
      this.logger.warn(`Could not describe a card: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * Saves the card that just held a booking (once per card: by its id, and by what it shows). Never fails the payment: a card the
   * gateway cannot describe is only logged.
   */
  async saveFromCheckout(userId: string, paymentMethodId: string | null, shown?: CardDetails): Promise<void> {
    if (!paymentMethodId) return;
    try {
      // The intent told the card: one statement decides and saves.
      if (shown) return await this.saveUnlessSaved(userId, paymentMethodId, shown);
      const saved = await this.savedOf(userId);
      if (saved.some((c) => c.stripePaymentMethodId === paymentMethodId)) return;
      // The same card used again (a new payment method id each checkout) is saved once.
      const card = await this.gateway.cardDetails(paymentMethodId);
      if (card) await this.saveOnce(userId, paymentMethodId, card, saved);
    } catch (error) {
      this.logger.warn(`Could not save the card of a checkout: ${(error as Error).message}`);
    }
  }

  /**
   * Saves a card the gateway described, once per card: by its payment method id, and by its brand, last 4 and
   * expiry, among the person's `saved` cards. The first card is the default. False when the same card is saved already.
   */
  private async saveOnce(userId: string, paymentMethodId: string, card: CardDetails, saved?: SavedCard[]): Promise<boolean> {
    saved ??= await this.savedOf(userId);
    const details = displayOf(card);
    if (saved.some((c) => c.brand === details.brand && c.last4 === details.last4 && c.expMonth === details.expMonth && c.expYear === details.expYear)) return false;
    const first = !saved.length;
    try {
      await insertRows(this.dataSource.manager, PaymentMethodEntity, [{ userId, stripePaymentMethodId: paymentMethodId, ...details, isDefault: first }]);
    } catch (error) {
      // The same card saved twice at once: the unique payment method id keeps one.
      if (!isUniqueViolation(error)) throw error;
    }
    return true;
  }

  /**
   * saveOnce's rules in one statement (an INSERT ... SELECT TypeORM cannot build): saved unless this
   * payment method or the same card is saved for the person already, the default if it is their first.
   * Raw SQL passes the CacheVersions subscriber by, so the write is announced here.
   */
  private async saveUnlessSaved(userId: string, paymentMethodId: string, card: CardDetails): Promise<void> {
    const { brand, last4, expMonth, expYear } = displayOf(card);
    try {
      await this.dataSource.query(
        `INSERT INTO payment_methods (id, userId, stripePaymentMethodId, brand, last4, expMonth, expYear, isDefault)
         SELECT ?, ?, ?, ?, ?, ?, ?, NOT EXISTS (SELECT 1 FROM payment_methods WHERE userId = ?) FROM (SELECT 1 AS one) AS one
         WHERE NOT EXISTS (SELECT 1 FROM payment_methods WHERE userId = ? AND (stripePaymentMethodId = ? OR (brand = ? AND last4 = ? AND expMonth = ? AND expYear = ?)))`,
        [randomUUID(), userId, paymentMethodId, brand, last4, expMonth, expYear, userId, userId, paymentMethodId, brand, last4, expMonth, expYear],
      );
    } catch (error) {
      // The same payment method saved at once (or under someone else): its unique id keeps one.
      if (!isUniqueViolation(error)) throw error;
      return;
    }
    await this.versions.changed([SIGNED_IN_READS, PAYMENT_METHODS]);
  }

  /** The person's saved cards as they show, in one read: whether a card is among them (by payment method id or by card), and whether it would be the first. */
  private savedOf(userId: string): Promise<SavedCard[]> {
    return this.dataSource.manager.find(PaymentMethodEntity, { where: { userId }, select: { id: true, stripePaymentMethodId: true, brand: true, last4: true, expMonth: true, expYear: true } });
  }
}

type SavedCard = Pick<PaymentMethodEntity, 'id' | 'stripePaymentMethodId' | 'brand' | 'last4' | 'expMonth' | 'expYear'>;

async function own(manager: EntityManager, user: UserEntity, id: string): Promise<PaymentMethodEntity> {
  const card = await manager.findOneBy(PaymentMethodEntity, { id, userId: user.id });
  if (!card) throw notFound('Payment method not found');
  return card;
}
