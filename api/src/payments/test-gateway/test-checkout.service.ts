import { Injectable } from '@nestjs/common';
import { parseExpiry, type TestCardConfirmBody, type TestCardConfirmResponse, type TestCardSetupResponse } from '@dd/contracts/payment';
import { conflict, notFound } from '../../common/api-exception';
import type { UserEntity } from '../../identity/users/user.entity';
import { paymentRequired } from '../payment-errors';
import { PaymentGateway, type GatewayIntent } from '../payment-gateway';
import { TestConfirmError, TestPaymentGateway } from './test-payment-gateway';

/** The card form of test mode: what Stripe.js does in the browser in Stripe mode, done by the server with test cards. */
@Injectable()
export class TestCheckoutService {
  constructor(private readonly gateway: PaymentGateway) {}

  /** As confirmCardPayment: the card is held on the booking's intent. */
  async confirm(user: UserEntity, body: TestCardConfirmBody): Promise<TestCardConfirmResponse> {
    const intent = await this.confirmWithCard('payment', user, body);
    return { paymentIntentId: intent.id, status: 'requires_capture' };
  }

  /** As confirmCardSetup: the card is saved on the customer (Payment Methods' Add); the client then adds it by its id. */
  async confirmSetup(user: UserEntity, body: TestCardConfirmBody): Promise<TestCardSetupResponse> {
    const intent = await this.confirmWithCard('setup', user, body);
    return { setupIntentId: intent.id, paymentMethodId: intent.paymentMethodId! };
  }

  private async confirmWithCard(kind: 'payment' | 'setup', user: UserEntity, body: TestCardConfirmBody): Promise<GatewayIntent> {
    if (!(this.gateway instanceof TestPaymentGateway)) {
      throw notFound('Test cards are only accepted in test mode; card details go to Stripe.js');
    }
    try {
      return await this.gateway.confirmWithCard(kind, body.clientSecret, user.stripeCustomerId, body.cardNumber, parseExpiry(body.expiry)!);
    } catch (error) {
      if (!(error instanceof TestConfirmError)) throw error;
      if (error.kind === 'declined') throw paymentRequired(error.message);
      if (error.kind === 'not-found') throw notFound(error.message);
      // The only other refusal: the intent was canceled meanwhile.
      throw conflict('PAYMENT_CANCELED', error.message);
    }
  }
}
