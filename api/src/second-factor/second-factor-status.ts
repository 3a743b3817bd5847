import { ROLES_REQUIRING_SECOND_FACTOR, type SecondFactorStatusDto } from '@dd/contracts/second-factor';
import type { UserEntity } from '../users/user.entity';

/** Whether the user's role must have a second factor and it has none yet (then only enrolment is open to them). */
export const mustEnrol = (user: Pick<UserEntity, 'role' | 'secondFactorAt'>) => ROLES_REQUIRING_SECOND_FACTOR.includes(user.role) && user.secondFactorAt == null;

export const secondFactorStatus = (user: Pick<UserEntity, 'role' | 'secondFactorAt'>): SecondFactorStatusDto => ({
  enabled: user.secondFactorAt != null,
  required: ROLES_REQUIRING_SECOND_FACTOR.includes(user.role),
});
