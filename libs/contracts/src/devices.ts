/** GET /api/account/devices: one signed-in session of the account (a browser on a device). */
export interface SignedInDeviceDto {
  /** Names the session without being it (a hash of its id): safe to show and to send back. */
  id: string;
  /** "Chrome on Windows", from the browser's user agent. */
  browser: string;
  /** The address it last signed in or confirmed from. */
  ip: string | null;
  signedInAt: string | null;
  lastSeenAt: string | null;
  /** The browser asking. */
  current: boolean;
}
