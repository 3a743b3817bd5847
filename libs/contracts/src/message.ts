import { z } from 'zod';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** pending until delivered (or retried), sent once the provider accepted it, failed after the last try. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A message as the admin's Messages screen lists it (GET /api/admin/messages). */
export const messageDtoSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    channel: z.enum(MESSAGE_CHANNELS),
    recipient: z.string(),
    subject: z.string(),
    text: z.string(),
    /** Whether it carries a calendar invite. */
    hasInvite: z.boolean(),
    status: z.enum(MESSAGE_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'Message' });
export type MessageDto = z.infer<typeof messageDtoSchema>;

const smsDeliverySchema = z.enum(['twilio', 'off']);

/** What GET /api/admin/messages answers: the latest messages and how email goes out. */
export const messagesOverviewDtoSchema = z
  .object({
    /** 'smtp' when SMTP_URL is set; 'files' when messages are written as .eml files into DATA_DIR. */
    emailDelivery: z.enum(['smtp', 'files']),
    smsDelivery: smsDeliverySchema,
    messages: z.array(messageDtoSchema),
  })
  .meta({ id: 'MessagesOverview' });
export type MessagesOverviewDto = z.infer<typeof messagesOverviewDtoSchema>;

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
export const emailConfirmResponseSchema = z.object({ message: z.string(), email: z.string() }).meta({ id: 'EmailConfirmResponse' });
export type EmailConfirmResponse = z.infer<typeof emailConfirmResponseSchema>;

/** What unsubscribing answers; `changed` is false when promotional emails were already off. */
export const unsubscribeResponseSchema = z.object({ message: z.string(), changed: z.boolean() }).meta({ id: 'UnsubscribeResponse' });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/**
 * What a customer's text asked for (issue 43): C confirms, R asks to move (and is offered three
 * windows), 1/2/3 picks one of them, STOP/START/HELP as carriers require.
 */
export const TEXT_INTENTS = ['confirm', 'reschedule', 'pick', 'stop', 'start', 'help'] as const;
export type TextIntent = (typeof TEXT_INTENTS)[number];

/** One text of a conversation: what the customer sent (`in`) or what we sent them (`out`). */
export const textMessageDtoSchema = z
  .object({
    id: z.string(),
    direction: z.enum(['in', 'out']),
    body: z.string(),
    /** What an incoming text asked for, when it was a keyword. */
    intent: z.enum(TEXT_INTENTS).nullable(),
    /** The booking an incoming text was about (its next one when it arrived). */
    bookingId: z.string().nullable(),
    /** Outgoing: the outbox's state (pending, sent, failed). */
    status: z.enum(MESSAGE_STATUSES).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TextMessage' });
export type TextMessageDto = z.infer<typeof textMessageDtoSchema>;

/** A conversation in the Messages inbox: one phone number, with its customer when we know them. */
export const conversationDtoSchema = z
  .object({
    phone: z.string(),
    customerId: z.string().nullable(),
    customerName: z.string().nullable(),
    lastText: z.string(),
    lastAt: z.string(),
    unread: z.number().int(),
    /** The number replied STOP: it gets nothing until it replies START. */
    optedOut: z.boolean(),
  })
  .meta({ id: 'Conversation' });
export type ConversationDto = z.infer<typeof conversationDtoSchema>;

/** GET /api/admin/texts/{phone} and GET /api/dad/bookings/{id}/texts: the conversation, oldest first. */
export const conversationThreadDtoSchema = z
  .object({
    conversation: conversationDtoSchema,
    /** 'off' when no SMS provider is configured or the settings switch texts off: nothing can be sent, so no reply box. */
    smsDelivery: smsDeliverySchema,
    texts: z.array(textMessageDtoSchema),
  })
  .meta({ id: 'ConversationThread' });
export type ConversationThreadDto = z.infer<typeof conversationThreadDtoSchema>;

/** GET /api/admin/texts/unread: how many incoming texts nobody has read yet (the nav badge). */
export const unreadTextsDtoSchema = z.object({ unread: z.number().int() }).meta({ id: 'UnreadTexts' });

/** What the password and sign-out calls answer: a sentence for people. */
export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

/** POST /api/admin/texts/{phone} and POST /api/dad/bookings/{id}/texts: a reply by text. */
export const textReplySchema = z.object({
  body: z.string({ error: 'Write a message' }).trim().min(1, 'Write a message').max(480, 'A text can hold at most 480 characters'),
});
export type TextReplyRequest = z.infer<typeof textReplySchema>;

/** The carriers' keywords (CTIA): what they answer is fixed here, once. */
export const TEXT_REPLIES = {
  stop: "Dad's Detailing: you are unsubscribed and will get no more texts from us. Reply START to resubscribe.",
  start: "Dad's Detailing: you are resubscribed to texts about your bookings. Reply STOP to unsubscribe, HELP for help.",
  help: "Dad's Detailing: texts about your bookings. Reply C to confirm, R to reschedule, STOP to unsubscribe. Msg&data rates may apply.",
} as const;
