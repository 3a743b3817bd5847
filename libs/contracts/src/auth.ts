import { z } from 'zod';

/**
 * A text the person must fill in: missing, not text, or blank all give the same message. Only those: as
 * the schema's own error it also named every later check without a message of its own, so 3,000
 * characters read "Address is required" (issue 36 item 11).
 */
export const requiredText = (message: string) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) })
    .trim()
    .min(1, message);

/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets); every email field holds to it. */
export const EMAIL_MAX_LENGTH = 254;

/** The spec's sign-in and sign-up rules (customer-side §5); the API validates the same schemas. */
export const loginSchema = z.object({
  email: z.email('Invalid email address').max(EMAIL_MAX_LENGTH, 'Invalid email address'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** C0 and C1 control characters and DEL (a NUL byte would be stored as is): never part of a name. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** A person's or a thing's name: required, one line of printable text. */
export const nameText = (label: string, required = `${label} is required`, max = 100) =>
  requiredText(required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((name) => !CONTROL_CHARACTER.test(name), `${label} must not contain control characters`);

export const PHONE_MESSAGES = {
  characters: 'Phone number may contain only digits, spaces and + ( ) - .',
  digits: 'Phone number must be at least 10 digits',
  tooLong: 'Phone number is too long',
} as const;

const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

/** A phone number someone can be called or texted on: digits and the usual separators, 10 to 15 digits (E.164's most). */
export const phoneNumber = z
  .string({ error: PHONE_MESSAGES.digits })
  .trim()
  .max(30, PHONE_MESSAGES.tooLong)
  .refine((phone) => phone === '' || PHONE_CHARACTERS.test(phone), { message: PHONE_MESSAGES.characters, abort: true })
  .refine((phone) => phoneDigits(phone) >= 10, PHONE_MESSAGES.digits)
  .refine((phone) => phoneDigits(phone) <= 15, PHONE_MESSAGES.tooLong);

/** 429 SIGN_IN_LINK_REQUIRED: the account's attempts from unknown browsers are used up (README "Sign-in limits"). */
export const SIGN_IN_LINK_REQUIRED_MESSAGE =
  "Too many failed sign-in attempts for this account. To sign in from this browser, open the link we have emailed to the account's address.";
/** 403 ACCOUNT_DEACTIVATED: the right password for an account the owner deactivated (a wrong one reads as any other). */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact the business owner.';
export const DEVICE_LINK_USED = 'This browser can now sign in to your account. Sign in with your password.';
export const DEVICE_LINK_INVALID = 'This link has expired or was already used. Try signing in again to get a new one.';

/** POST /api/login/device-link: the token from the emailed link. */
export const deviceLinkSchema = z.object({ token: z.string({ error: DEVICE_LINK_INVALID }).min(1, DEVICE_LINK_INVALID).max(200, DEVICE_LINK_INVALID) });
export type DeviceLinkRequest = z.infer<typeof deviceLinkSchema>;

/** An optional phone number: blank means none (every form with a phone uses this). */
export const optionalPhone = z
  .string({ error: PHONE_MESSAGES.characters })
  .trim()
  .nullish()
  .transform((phone) => phone || null)
  .pipe(phoneNumber.nullable());

/** What POST /api/register accepts. `role` is accepted for the spec's clients but never trusted. */
export const registerRequestSchema = z.object({
  email: z.email('Invalid email address').max(EMAIL_MAX_LENGTH, 'Invalid email address'),
  // The spec asks 8 characters of every password set on the change form; sign-up is held to the same floor.
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password is too long'),
  firstName: nameText('First name'),
  lastName: nameText('Last name'),
  phone: optionalPhone,
  role: z.string().optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The sign-up form: the request plus a confirmation that is dropped before sending. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;
