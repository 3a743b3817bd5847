import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { UserEntity } from '../identity/users/user.entity';
import { viaGateway } from './payment-errors';
import { PaymentGateway } from './payment-gateway';

/** Each user's gateway customer (cards are saved on it): made on first need, kept on the user. */
@Injectable()
export class GatewayCustomers {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly gateway: PaymentGateway,
  ) {}

  async customerFor(user: UserEntity): Promise<string> {
    const fresh = await this.users.findOneByOrFail({ id: user.id });
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
    await this.users.update({ id: fresh.id, stripeCustomerId: fresh.stripeCustomerId ?? IsNull() }, { stripeCustomerId: customerId });
    return (await this.users.findOneByOrFail({ id: fresh.id })).stripeCustomerId!;
  }
}
