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

  async customerFor(user: UserEntity): Promise<string> {
    const fresh = await this.users.byIdOrFail(user.id);
    // A test gateway customer means nothing to Stripe (the app ran without keys before): make a real one.
    const usable = fresh.stripeCustomerId && (this.gateway.mode === 'test' || !fresh.stripeCustomerId.startsWith('cus_test_'));
    if (usable) return fresh.stripeCustomerId!;
    const customerId = await viaGateway('set up the payment', () =>
      this.gateway.createCustomer(
        { id: fresh.id, email: fresh.email, name: `${fresh.firstName} ${fresh.lastName}` },
        `user:${fresh.id}:create-customer:${fresh.stripeCustomerId ?? 'none'}`,
      ),
    );
    // Conditional, so two first payments racing keep one customer.
    await this.users.setGatewayCustomer(fresh.id, fresh.stripeCustomerId, customerId);
    return (await this.users.byIdOrFail(fresh.id)).stripeCustomerId!;
  }
}
