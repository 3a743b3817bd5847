import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { PaymentMethodDto } from '@dd/contracts/payment';
import { BookingEntity } from '../bookings/booking.entity';
import { conflict, notFound } from '../common/api-exception';
import { isUniqueViolation } from '../common/unique-violation';
import type { UserEntity } from '../users/user.entity';
import { PaymentGateway } from './payment-gateway';
import { PaymentMethodEntity } from './payment-method.entity';

const toDto = (card: PaymentMethodEntity): PaymentMethodDto => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  isDefault: card.isDefault,
});

/**
 * A customer's saved cards: each card that held a booking at checkout is saved (the first one is
 * the default). A card still holding an upcoming booking cannot be deleted: the hold is renewed on it.
 */
@Injectable()
export class PaymentMethodsService {
  private readonly logger = new Logger('PaymentMethods');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
  ) {}

  async list(user: UserEntity): Promise<PaymentMethodDto[]> {
    const cards = await this.dataSource.manager.find(PaymentMethodEntity, { where: { userId: user.id }, order: { isDefault: 'DESC', createdAt: 'ASC', id: 'ASC' } });
    return cards.map(toDto);
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
      const details = await this.gateway.cardDetails(paymentMethodId);
      if (!details) return;
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
