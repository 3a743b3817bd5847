import { z } from 'zod';
import { oneOrAll, pageQuerySchema } from './paging';

/**
 * What the sign-in log records (append-only: the database refuses updates and deletes). Every sign-in,
 * its failures and second steps, emailed links, sign-outs, step-ups and second-factor set-ups, with the
 * address and the browser they came from.
 */
export const SIGN_IN_EVENT_KINDS = [
  'signed_in',
  'passkey_signed_in',
  'passkey_failed',
  'passkey_added',
  'passkey_removed',
  'password_wrong',
  'deactivated',
  'link_required',
  'code_wrong',
  'link_used',
  'signed_out',
  'device_signed_out',
  'others_signed_out',
  'second_factor_enrolled',
  'step_up',
  'step_up_failed',
  'refused',
] as const;
export type SignInEventKind = (typeof SIGN_IN_EVENT_KINDS)[number];

/** How the admin's list names each kind. */
export const SIGN_IN_EVENT_LABELS: Record<SignInEventKind, string> = {
  signed_in: 'Signed in',
  passkey_signed_in: 'Signed in with a passkey',
  passkey_failed: 'Passkey refused',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  password_wrong: 'Wrong password',
  deactivated: 'Refused: account deactivated',
  link_required: 'Too many attempts: email link sent',
  code_wrong: 'Wrong code',
  link_used: 'Signed in with an emailed link',
  signed_out: 'Signed out',
  device_signed_out: 'Signed out a device',
  others_signed_out: 'Signed out everywhere else',
  second_factor_enrolled: 'Two-step sign-in set up',
  step_up: 'Confirmed it is them',
  step_up_failed: 'Failed to confirm it is them',
  refused: 'Refused (403)',
};

/** GET /api/admin/sign-in-events: newest first; `q` an email (exact or part), `kind` one kind. */
export const signInEventQuerySchema = pageQuerySchema.extend({
  kind: oneOrAll(SIGN_IN_EVENT_KINDS, 'Unknown kind of sign-in event'),
});
export type SignInEventQuery = z.output<typeof signInEventQuerySchema>;

export const signInEventDtoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(SIGN_IN_EVENT_KINDS),
    /** The account, when the event names one that exists. */
    userId: z.string().nullable(),
    /** The email the attempt named (also for addresses that have no account). */
    email: z.string().nullable(),
    ip: z.string(),
    userAgent: z.string(),
    /** For a refusal: the call and why ("POST /api/capture-payment STEP_UP_REQUIRED"). */
    detail: z.string().nullable(),
    /** "Chrome on Windows", read from the user agent. */
    browser: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SignInEvent' });
export type SignInEventDto = z.infer<typeof signInEventDtoSchema>;
