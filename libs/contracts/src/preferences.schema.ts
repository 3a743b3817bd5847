import { z } from 'zod';
import { CONTACT_METHODS } from './enums';

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
