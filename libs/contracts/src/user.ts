import { z } from 'zod';
import { EMAIL_MAX_LENGTH, nameText, optionalPhone } from './auth';
import { CONTACT_METHODS } from './enums';
import { LANGUAGES } from './language';
import { profilePhotoRemovalSchema } from './image';
import { ROLES } from './roles';
import { secondFactorChallengeSchema, secondFactorStatusSchema } from './second-factor';

/** Asked for by changes that could hand the account to someone else; if sent, it must be right. */
const currentPassword = z.string().max(200, 'Current password is incorrect').optional();
const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

/**
 * PUT /api/profile, personal information (customer-side §5 "Profile form"). A new email address
 * needs `currentPassword` like a new password does (README "Email address changes").
 */
export const profileInfoSchema = z.object({
  firstName: nameText('First name'),
  lastName: nameText('Last name'),
  email: z.email('Invalid email address').max(EMAIL_MAX_LENGTH, 'Invalid email address'),
  phone: optionalPhone,
  currentPassword,
});
export type ProfileInfoRequest = z.input<typeof profileInfoSchema>;

/** Whether the form's `email` differs from the address in use (addresses are kept trimmed and lower-case). */
export const isNewEmail = (email: string, emailInUse: string) => email.trim().toLowerCase() !== emailInUse;

/** The account page's personal information form: a new email address asks for the current password. */
export const profileFormSchema = (emailInUse: string) =>
  profileInfoSchema.refine((form) => !isNewEmail(form.email, emailInUse) || !!form.currentPassword, {
    message: CURRENT_PASSWORD_REQUIRED,
    path: ['currentPassword'],
  });

/**
 * PUT /api/profile with a new password. The spec's clients send `password` alone (no current
 * password); a client that asks for it may send `currentPassword`, and then it must be right.
 */
export const passwordChangeSchema = z.strictObject(
  {
    password: z
      .string({ error: 'Password must be at least 8 characters' })
      .min(8, 'Password must be at least 8 characters')
      .max(200, 'Password is too long'),
    currentPassword,
  },
  { error: 'Send the new password on its own' },
);
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>;

/** The account page's change-password form (customer-side §5); it sends `password` with `currentPassword`. */
export const passwordFormSchema = z
  .object({
    currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED),
    newPassword: z.string({ error: 'Password must be at least 8 characters' }).min(8, 'Password must be at least 8 characters'),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type PasswordForm = z.input<typeof passwordFormSchema>;

const kindOf = (body: Record<string, unknown>) =>
  'password' in body ? 'password' : 'profilePhotoId' in body || 'profilePhotoUrl' in body ? 'photo' : 'info';

/**
 * PUT /api/profile takes one of the spec's three bodies: personal information, a password alone, or
 * both photo fields null (removal). The branch is read from the fields present, so each form gets
 * its own messages ({} reads as personal information: 'First name is required').
 */
export const profileUpdateSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, kind: kindOf(body as Record<string, unknown>) } : body),
  z.discriminatedUnion(
    'kind',
    [
      profileInfoSchema.extend({ kind: z.literal('info') }),
      passwordChangeSchema.extend({ kind: z.literal('password') }),
      profilePhotoRemovalSchema.extend({ kind: z.literal('photo') }),
    ],
    { error: 'Send personal information, a new password, or both photo fields as null' },
  ),
);
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** PATCH /api/user/preferences (customer-side §7): any of the four settings; answers the updated user. */
export const preferencesSchema = z
  .object({
    emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }),
    smsNotifications: z.boolean({ error: 'smsNotifications must be true or false' }),
    promotionalEmails: z.boolean({ error: 'promotionalEmails must be true or false' }),
    preferredContactMethod: z.enum(CONTACT_METHODS, { error: 'Preferred contact method must be email, phone or both' }),
  })
  .partial()
  .strict();
export type PreferencesRequest = z.input<typeof preferencesSchema>;

/** PUT /api/user/language: the language the product speaks to them in: its screens (decision 0390) and every email, text and invite (decision 0410). */
export const userLanguageSchema = z.strictObject({ language: z.enum(LANGUAGES, { error: 'Choose English, Spanish or Vietnamese' }) }, { error: 'Send the language alone' });
export type UserLanguageRequest = z.input<typeof userLanguageSchema>;

/** The current user as GET /api/user returns it (customer-side §3). Never carries the password. */
export const userDtoSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** A new address waiting for its emailed confirmation link; `email` stays the sign-in address until then. */
    pendingEmail: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    profilePhotoUrl: z.string().nullable(),
    profilePhotoId: z.string().nullable(),
    stripeCustomerId: z.string().nullable(),
    washPoints: z.number().int(),
    isActive: z.boolean(),
    emailNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    promotionalEmails: z.boolean(),
    preferredContactMethod: z.enum(CONTACT_METHODS),
    /** The language they chose (decision 0390); null until they choose one. */
    language: z.enum(LANGUAGES).nullable(),
    /** Two-step sign-in: set up or not, and whether the role requires it (an admin without one must enrol first). */
    secondFactor: secondFactorStatusSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof userDtoSchema>;

/** POST /api/login: the signed-in user, or, for an account with a second factor, the challenge that the code comes next. */
export const loginResponseSchema = z.union([userDtoSchema, secondFactorChallengeSchema]);
