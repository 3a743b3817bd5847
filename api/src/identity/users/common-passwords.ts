import { dictionary } from '@zxcvbn-ts/language-common';
import { invalidField } from '../../common/api-exception';

/** The answer to a new password found in the list (decision 0360). */
export const COMMON_PASSWORD_MESSAGE = 'This password is on a list of leaked passwords. Please choose another.';

/**
 * The passwords most found in breach corpora, as zxcvbn-ts ships them (@zxcvbn-ts/language-common, about
 * 49,000, kept up by its maintainers), compared without case. Only those that pass the 8-character floor
 * are kept: shorter ones are refused before this.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].filter((password) => password.length >= 8).map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/**
 * Refuses a new password that is on the list, as NIST SP 800-63B (5.1.1.2) asks of a password a person
 * chooses: a 400 naming `field`, so the form shows it at that field (issue 36 item 16).
 */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalidField(field, COMMON_PASSWORD_MESSAGE, 'PASSWORD_TOO_COMMON');
}
