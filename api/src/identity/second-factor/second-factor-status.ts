import { Injectable } from '@nestjs/common';
import { ROLES_REQUIRING_SECOND_FACTOR, type SecondFactorStatusDto } from '@dd/contracts/second-factor';
import { SettingsService } from '../../settings/settings.service';
import type { UserEntity } from '../users/user.entity';

type Person = Pick<UserEntity, 'role' | 'secondFactorAt'>;

/** Whether the user's role must have a second factor: admins always, DADs when the admin's setting says so (`dadsToo`). */
const required = (user: Person, dadsToo: boolean) => ROLES_REQUIRING_SECOND_FACTOR.includes(user.role) || (dadsToo && user.role === 'dad');

/** Whether the user must have a second factor and has none yet (then only enrolment is open to them). */
export const mustEnrol = (user: Person, dadsToo = false) => required(user, dadsToo) && user.secondFactorAt == null;

export const secondFactorStatus = (user: Person, dadsToo = false): SecondFactorStatusDto => ({
  enabled: user.secondFactorAt != null,
  required: required(user, dadsToo),
});

/**
 * The admin's setting that DADs must use a second factor, read from the cached settings (no query), and
 * only for a DAD: other requests never look.
 */
@Injectable()
export class SecondFactorPolicy {
  constructor(private readonly settings: SettingsService) {}

  async dadsToo(user: Person): Promise<boolean> {
    return user.role === 'dad' && (await this.settings.get()).requireSecondFactorForDads;
  }

  async mustEnrol(user: Person): Promise<boolean> {
    return mustEnrol(user, user.secondFactorAt == null && (await this.dadsToo(user)));
  }
}
