import { z } from 'zod';

/**
 * Passkeys (WebAuthn): a key on the person's phone or computer, unlocked with their fingerprint, face or
 * PIN. Signing in with one counts as both factors (something they have, verified by something they are or
 * know), so it needs no password or code. Offered to everyone on the account pages.
 */
export const PASSKEY_MESSAGES = {
  failed: 'That passkey could not be used. Try again, or sign in with your password.',
  notRegistered: 'The passkey could not be saved. Try again.',
  expired: 'Start again: the passkey request waited too long.',
} as const;

/** What the browser's WebAuthn call gives back (@simplewebauthn/browser's JSON); the server verifies the rest. */
const credentialJson = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
});

/** POST /api/account/passkeys: the new credential and a name for it. */
export const registerPasskeySchema = z.object({
  credential: credentialJson,
  name: z.string().trim().max(60, 'Name must be at most 60 characters').optional(),
});

/** POST /api/login/passkey: the signed challenge. */
export const passkeySignInSchema = z.object({ credential: credentialJson });

/** GET /api/account/passkeys */
export const passkeyDtoSchema = z
  .object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })
  .meta({ id: 'Passkey' });
export type PasskeyDto = z.infer<typeof passkeyDtoSchema>;

/**
 * The WebAuthn options the browser passes to navigator.credentials (the W3C JSON forms
 * PublicKeyCredentialCreationOptionsJSON and PublicKeyCredentialRequestOptionsJSON, made by
 * @simplewebauthn/server): described by their challenge, the rest is the standard's.
 */
export const passkeyRegistrationOptionsSchema = z
  .looseObject({ challenge: z.string(), rp: z.looseObject({ name: z.string() }), user: z.looseObject({ id: z.string(), name: z.string() }) })
  .meta({ id: 'PasskeyRegistrationOptions' });
export const passkeySignInOptionsSchema = z.looseObject({ challenge: z.string() }).meta({ id: 'PasskeySignInOptions' });
