import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { LocalFileStorage } from './local-file-storage';

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'dd-storage-'));
    storage = new LocalFileStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('puts, gets and deletes files under its folder, and tidies the emptied folder', async () => {
    await storage.put('images/abc/thumbnail-0123.webp', Buffer.from('thumb'), 'image/webp');
    await storage.put('images/abc/medium-4567.webp', Buffer.from('medium!'), 'image/webp');
    expect(readdirSync(join(root, 'images/abc')).sort()).toEqual(['medium-4567.webp', 'thumbnail-0123.webp']);

    const file = await storage.get('images/abc/medium-4567.webp');
    expect(file?.size).toBe(7);
    expect(await text(file!.body)).toBe('medium!');
    expect(await storage.get('images/abc/large-89ab.webp')).toBeNull();

    await storage.delete(['images/abc/thumbnail-0123.webp', 'images/abc/medium-4567.webp', 'images/abc/missing.webp']);
    expect(readdirSync(join(root, 'images'))).toEqual([]);
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../escape.webp', 'images/../../etc/passwd', '/etc/passwd', 'images//x', 'images/./x', 'a\\b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
