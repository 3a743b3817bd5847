import { z } from 'zod';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** pending until delivered (or retried), sent once the provider accepted it, failed after the last try. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A message as the admin's Messages screen lists it (GET /api/admin/messages). */
export interface MessageDto {
  id: string;
  kind: string;
  channel: MessageChannel;
  recipient: string;
  subject: string;
  text: string;
  /** Whether it carries a calendar invite. */
  hasInvite: boolean;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** What GET /api/admin/messages answers: the latest messages and how email goes out. */
export interface MessagesOverviewDto {
  /** 'smtp' when SMTP_URL is set; 'files' when messages are written as .eml files into DATA_DIR. */
  emailDelivery: 'smtp' | 'files';
  smsDelivery: 'twilio' | 'off';
  messages: MessageDto[];
}

const MIN_PASSWORD = 'Password must be at least 8 characters';

/** POST /api/password/forgot */
export const forgotPasswordSchema = z.object({ email: z.email('Invalid email address').max(255) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** POST /api/password/reset: the token from the emailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'This link is invalid or has expired' }).min(1, 'This link is invalid or has expired').max(200),
  password: z.string({ error: MIN_PASSWORD }).min(8, MIN_PASSWORD).max(200, 'Password is too long'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** The reset page's form: the request's password plus a confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine((form) => form.password === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** The same answer whether or not the email has an account (no enumeration). */
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, we sent a link to reset the password. It works for 30 minutes.';
export const RESET_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

/** POST /api/email/confirm and POST /api/email/unsubscribe: the token from the emailed link. */
export const EMAIL_LINK_INVALID = 'This link is invalid or has expired.';
export const emailLinkSchema = z.object({ token: z.string({ error: EMAIL_LINK_INVALID }).min(1, EMAIL_LINK_INVALID).max(300, EMAIL_LINK_INVALID) });
export type EmailLinkRequest = z.infer<typeof emailLinkSchema>;

/** What confirming a new email address answers: the address to sign in with from now on. */
export interface EmailConfirmResponse {
  message: string;
  email: string;
}

/** What unsubscribing answers; `changed` is false when promotional emails were already off. */
export interface UnsubscribeResponse {
  message: string;
  changed: boolean;
}
