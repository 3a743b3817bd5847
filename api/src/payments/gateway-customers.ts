import { Injectable } from '@nestjs/common';
import type { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';
import { viaGateway } from './payment-errors';
import { PaymentGateway } from './payment-gateway';

/** Each user's gateway customer (cards are saved on it): made on first need, kept on the user. */
@Injectable()
export class GatewayCustomers {
  constructor(
    private readonly users: Users,
    private readonly gateway: PaymentGateway,
  ) {}

  /** `user` is the request's own row, read with its session: current, so it is not read again. */
  async customerFor(user: UserEntity): Promise<string> {
    // A test gateway customer means nothing to Stripe (the app ran without keys before): make a real one.
    const usable = user.stripeCustomerId && (this.gateway.mode === 'test' || !user.stripeCustomerId.startsWith('cus_test_'));
    if (usable) return user.stripeCustomerId!;
    const customerId = await viaGateway('set up the payment', () =>
      this.gateway.createCustomer(
        { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` },
        `user:${user.id}:create-customer:${user.stripeCustomerId ?? 'none'}`,
      ),
    );
    // Conditional, so two first payments racing keep one customer: the one that lost reads the winner's.
    if (await this.users.setGatewayCustomer(user.id, user.stripeCustomerId, customerId)) return customerId;
    return (await this.users.byIdOrFail(user.id)).stripeCustomerId!;
  }
}
