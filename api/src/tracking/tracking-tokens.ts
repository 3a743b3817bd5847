import { SignedLinks } from '../platform/crypto/signed-links';

/** The tracking link's token: a booking's id signed until the link expires. */
export class TrackingTokens extends SignedLinks {
  constructor(secret: string, publicUrl: string) {
    super(secret, 'tracking', (token) => `${publicUrl}/track/${token}`);
  }
}
