import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * For integration tests: a platform authenticator in software, as a phone's would answer WebAuthn (a P-256
 * key, "none" attestation, user present and verified). The browser test uses Chromium's virtual one.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(private readonly origin: string) {}

  private get rpIdHash() {
    return sha256(new URL(this.origin).hostname);
  }

  /** The answer to navigator.credentials.create() for these options. */
  register(options: { challenge: string }) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([this.rpIdHash, Buffer.from([0x45]), this.count(), Buffer.alloc(16), idLength, this.credentialId, Buffer.from(cose)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false }));
    const attestationObject = isoCBOR.encode(new Map<string, string | Map<string, never> | Uint8Array>([['fmt', 'none'], ['attStmt', new Map<string, never>()], ['authData', authData]]));
    return this.credential({ clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] });
  }

  /** The answer to navigator.credentials.get() for these options. */
  assert(options: { challenge: string }, userHandle = '') {
    const authData = Buffer.concat([this.rpIdHash, Buffer.from([0x05]), this.count()]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey as KeyObject);
    return this.credential({ clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle });
  }

  private count() {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(++this.counter);
    return bytes;
  }

  private credential(response: Record<string, unknown>) {
    return { id: b64url(this.credentialId), rawId: b64url(this.credentialId), type: 'public-key', response, clientExtensionResults: {}, authenticatorAttachment: 'platform' };
  }
}
