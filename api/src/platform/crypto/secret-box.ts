import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc1';
const ALGORITHM = 'aes-256-gcm';

interface Key {
  id: string;
  bytes: Buffer;
}

/** A key from a configured secret of any form: 32 bytes by SHA-256, named by the first bytes of another hash (stored beside what it seals). */
function keyOf(secret: string): Key {
  return { bytes: createHash('sha256').update(secret).digest(), id: createHash('sha256').update(`id:${secret}`).digest('base64url').slice(0, 8) };
}

/**
 * Seals secrets kept at rest (AES-256-GCM, a fresh IV each time): `enc1.<key id>.<iv>.<tag>.<data>`.
 * It reads what any configured key sealed, so a key can be rotated: the new one seals, the previous
 * ones still open, and `isCurrent` tells what to seal again. A value without the prefix is read as
 * it stands (stored before sealing existed) and is not current.
 */
export class SecretBox {
  private readonly current: Key;
  private readonly keys: Map<string, Key>;

  constructor({ current, previous = [] }: { current: string; previous?: string[] }) {
    this.current = keyOf(current);
    this.keys = new Map([this.current, ...previous.map(keyOf)].map((key) => [key.id, key]));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.current.bytes, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, this.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  /** The secret; throws when it was sealed by a key no longer configured, or altered. */
  open(stored: string): string {
    const [prefix, keyId, iv, tag, data] = stored.split('.');
    if (prefix !== PREFIX) return stored;
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`sealed by key ${keyId}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS`);
    const decipher = createDecipheriv(ALGORITHM, key.bytes, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Whether `stored` is sealed with today's key (else seal it again). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(`${PREFIX}.${this.current.id}.`);
  }
}
