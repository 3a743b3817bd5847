/** The generator's alphabet (dad-and-admin §2): letters, digits and !@#$%^&*. */
export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
export const GENERATED_PASSWORD_LENGTH = 12;

/**
 * A random password from a cryptographic source. Bytes at or above the largest multiple of the
 * alphabet's size are drawn again, so every character is equally likely (no modulo bias).
 */
export function generatePassword(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b), length = GENERATED_PASSWORD_LENGTH): string {
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let password = '';
  while (password.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && password.length < length) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return password;
}
