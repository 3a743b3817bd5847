import { z } from 'zod';

/** GET /api/account/devices: one signed-in session of the account (a browser on a device). */
export const signedInDeviceDtoSchema = z
  .object({
    /** Names the session without being it (a hash of its id): safe to show and to send back. */
    id: z.string(),
    /** "Chrome on Windows", from the browser's user agent. */
    browser: z.string(),
    /** The address it last signed in or confirmed from. */
    ip: z.string().nullable(),
    signedInAt: z.string().nullable(),
    lastSeenAt: z.string().nullable(),
    /** The browser asking. */
    current: z.boolean(),
  })
  .meta({ id: 'SignedInDevice' });
export type SignedInDeviceDto = z.infer<typeof signedInDeviceDtoSchema>;

/** POST /api/account/devices/sign-out-others: what to tell the person. */
export const signOutOthersResponseSchema = z.object({ message: z.string() }).meta({ id: 'SignOutOthersResponse' });
