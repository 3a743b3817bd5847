import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { PaymentMethodDto, SetupIntentResponse } from '@dd/contracts/payment';
import { BookingEntity } from '../bookings/booking.entity';
import { conflict, notFound } from '../common/api-exception';
import { isUniqueViolation } from '../common/unique-violation';
import type { UserEntity } from '../users/user.entity';
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

/** What we keep of a card: only what it shows. */
const displayOf = ({ brand, last4, expMonth, expYear }: CardDetails): CardDetails => ({ brand, last4, expMonth, expYear });

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
    const details = displayOf(card);
    if (await manager.existsBy(PaymentMethodEntity, { userId: user.id, brand: details.brand, last4: details.last4, expMonth: details.expMonth, expYear: details.expYear })) {
      throw conflict('ALREADY_EXISTS', 'This card is already saved.');
    }
    const first = !(await manager.existsBy(PaymentMethodEntity, { userId: user.id }));
    try {
      await manager.insert(PaymentMethodEntity, { userId: user.id, stripePaymentMethodId: paymentMethodId, ...details, isDefault: first });
    } catch (error) {
      // The same add twice at once: the unique payment method id keeps one.
      if (!isUniqueViolation(error)) throw error;
    }
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
    await this.dataSource.transaction(async (manager) => {
      const card = await own(manager, user, id);
      const holding = await manager.findOneBy(BookingEntity, {
        customerId: user.id,
        stripePaymentMethodId: card.stripePaymentMethodId,
        status: In(['pending', 'confirmed', 'in_progress']),
        paymentStatus: 'authorized',
      });
      if (holding) {
        throw conflict(
          'CARD_IN_USE',
          `This card holds the payment for your upcoming detail (reference ${holding.id.slice(-8).toUpperCase()}). It can be removed once that detail is done or cancelled.`,
        );
      }
      await manager.delete(PaymentMethodEntity, { id: card.id });
      if (!card.isDefault) return;
      const next = await manager.findOne(PaymentMethodEntity, { where: { userId: user.id }, order: { createdAt: 'ASC', id: 'ASC' } });
      if (next) await manager.update(PaymentMethodEntity, { id: next.id }, { isDefault: true });
    });
  }

  /**
   * Saves the card that just held a booking (once per card). Never fails the payment: a card the
   * gateway cannot describe is only logged.
   */
  async saveFromCheckout(userId: string, paymentMethodId: string | null): Promise<void> {
    if (!paymentMethodId) return;
    const manager = this.dataSource.manager;
    if (await manager.existsBy(PaymentMethodEntity, { stripePaymentMethodId: paymentMethodId })) return;
    try {
      const card = await this.gateway.cardDetails(paymentMethodId);
      if (!card) return;
      const details = displayOf(card);
      const first = !(await manager.existsBy(PaymentMethodEntity, { userId }));
      await manager.insert(PaymentMethodEntity, { userId, stripePaymentMethodId: paymentMethodId, ...details, isDefault: first });
    } catch (error) {
      if (isUniqueViolation(error)) return;
      this.logger.warn(`Could not save the card of a checkout: ${(error as Error).message}`);
    }
  }
}

async function own(manager: EntityManager, user: UserEntity, id: string): Promise<PaymentMethodEntity> {
  const card = await manager.findOneBy(PaymentMethodEntity, { id, userId: user.id });
  if (!card) throw notFound('Payment method not found');
  return card;
}
