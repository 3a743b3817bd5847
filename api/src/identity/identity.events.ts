import type { InTransaction } from '../platform/events/events';
import type { PasswordTokenPurpose } from './password/password-token.entity';
import type { UserEntity } from './users/user.entity';

/**
 * What identity announces, inside the transaction that made the change; messaging (above it)
 * turns each into the email that must commit with it.
 */

/** A one-time account link was made for `user`; its raw token exists only here and in the email made from it. */
export interface AccountLinkIssued extends InTransaction {
  user: UserEntity;
  purpose: PasswordTokenPurpose;
  /** The address the link was made for: the new one to confirm ('email'), the account's ('device'), none ('set', 'reset'). */
  email: string | null;
  token: string;
  linkId: string;
}

declare module '../platform/events/events' {
  interface EventMap {
    'account.link-issued': AccountLinkIssued;
  }
}
