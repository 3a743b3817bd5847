import { z } from 'zod';

/** A text the person must fill in: missing, not text, or blank all give the same message. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets); every email field holds to it. */
export const EMAIL_MAX_LENGTH = 254;

/** The spec's sign-in and sign-up rules (customer-side §5); the API validates the same schemas. */
export const loginSchema = z.object({
  email: z.email('Invalid email address').max(EMAIL_MAX_LENGTH, 'Invalid email address'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** An optional phone number: blank means none (every form with a phone uses this). */
export const optionalPhone = z
  .string()
  .trim()
  .max(30, 'Phone number is too long')
  .nullish()
  .transform((phone) => phone || null);

/** What POST /api/register accepts. `role` is accepted for the spec's clients but never trusted. */
export const registerRequestSchema = z.object({
  email: z.email('Invalid email address').max(EMAIL_MAX_LENGTH, 'Invalid email address'),
  // The spec asks 8 characters of every password set on the change form; sign-up is held to the same floor.
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password is too long'),
  firstName: requiredText('First name is required').max(100),
  lastName: requiredText('Last name is required').max(100),
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
