import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { parseExpiry, type TestCardConfirmBody, type TestCardConfirmResponse } from '@dd/contracts/payment';
import type { UserEntity } from '../../users/user.entity';
import { paymentRequired } from '../payment-errors';
import { PaymentGateway } from '../payment-gateway';
import { TestConfirmError, TestPaymentGateway } from './test-payment-gateway';

/** The card form of test mode: what Stripe.js does in the browser in Stripe mode, done by the server with test cards. */
@Injectable()
export class TestCheckoutService {
  constructor(private readonly gateway: PaymentGateway) {}

  async confirm(user: UserEntity, body: TestCardConfirmBody): Promise<TestCardConfirmResponse> {
    if (!(this.gateway instanceof TestPaymentGateway)) {
      throw new NotFoundException('Test cards are only accepted in test mode; card details go to Stripe.js');
    }
    try {
      const intent = await this.gateway.confirmWithCard(body.clientSecret, user.stripeCustomerId, body.cardNumber, parseExpiry(body.expiry)!);
      return { paymentIntentId: intent.id, status: 'requires_capture' };
    } catch (error) {
      if (!(error instanceof TestConfirmError)) throw error;
      if (error.kind === 'declined') throw paymentRequired(error.message);
      if (error.kind === 'not-found') throw new NotFoundException(error.message);
      throw new ConflictException(error.message);
    }
  }
}
