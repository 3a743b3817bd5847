import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  /** Bytes, when the backend knows it. */
  size?: number;
}

/**
 * The storage port: where uploaded files live (a local folder or an S3-compatible bucket). Keys are
 * made by the server only (e.g. `images/<id>/thumbnail-<hash>.webp`); never from user input.
 */
export abstract class FileStorage {
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  abstract get(key: string): Promise<StoredFile | null>;
  /** Removes the files; keys that do not exist are ignored. */
  abstract delete(keys: string[]): Promise<void>;
}

/** The storage has no room (a full disk or quota): nothing the request did wrong, and nothing kept of it. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Defence in depth: a key can never climb out of the storage root or carry odd characters. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
