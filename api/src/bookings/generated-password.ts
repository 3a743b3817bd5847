import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*';

/**
 * The password of an account made at checkout (customer-side §6: random, 8 characters). Nobody ever
 * sees it: the visitor is signed in on the booking request and sets a password of their own from
 * the account page. Drawn with the CSPRNG, so it is not guessable either.
 */
export function generatedPassword(length = 8): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
