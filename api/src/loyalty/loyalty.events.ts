import type { UserEntity } from '../identity/users/user.entity';
import type { InTransaction } from '../platform/events/events';

/** An award lifted the balance of `user` (as it is now) to the cost of `reward`, the dearest one it just reached. */
export interface RewardReached extends InTransaction {
  user: UserEntity;
  reward: { id: string; name: string; points: number };
}

/** What loyalty announces, inside the transaction of the points change; messaging tells the customer. */
declare module '../platform/events/events' {
  interface EventMap {
    'loyalty.reward-reached': RewardReached;
  }
}
