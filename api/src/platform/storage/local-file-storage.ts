import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, FileStorage, type StoredFile } from './file-storage';

/** Files under one folder (default DATA_DIR/uploads): the zero-setup default for a single machine. */
export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeFile(partial, body, { mode: 0o640 });
      await rename(partial, path);
    } catch (error) {
      // A full disk leaves the part written so far: it goes (the caller's delete tidies the folder).
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      return { body: createReadStream(path), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    const paths = keys.map((key) => this.pathOf(key));
    await Promise.all(paths.map((path) => rm(path, { force: true })));
    // Tidy the per-image folders left empty; a folder still holding files stays.
    for (const folder of new Set(paths.map((path) => dirname(path)))) {
      await rmdir(folder).catch(() => undefined);
    }
  }

  private pathOf(key: string): string {
    return join(this.root, assertSafeKey(key));
  }
}
