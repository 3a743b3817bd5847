import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { DEMO } from '../../app/demo/demo-accounts';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { ImageEntity } from './image.entity';

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * The uploads disk fills up, on a small filesystem of its own (a 4 MB tmpfs; mounting one needs root,
 * which the machine's test runs have): an upload then answers a clear 503 STORAGE_FULL, leaves no file
 * or part of one and no image row, and the same upload works once there is room, with nothing to repair.
 */
describe('uploads on a full disk', () => {
  const uploads = mkdtempSync(join(tmpdir(), 'dd-full-disk-'));
  const filler = join(uploads, 'filler.bin');
  let server: TestApp;
  let photo: Buffer;

  beforeAll(async () => {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', uploads], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`This test mounts a 4 MB tmpfs for the uploads and needs root to: ${String(error)}`);
    }
    server = await startTestApp('mysql', { env: { SEED_DEMO: 'true', UPLOADS_DIR: uploads } });
    // Noise does not compress: a photo of about 600 KB, more than the disk has left once filled.
    const { width, height } = { width: 640, height: 480 };
    const noise = Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)));
    photo = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  });

  afterAll(async () => {
    await server?.close();
    execFileSync('umount', [uploads], { stdio: 'pipe' });
    rmSync(uploads, { recursive: true, force: true });
  });

  it('answers 503 STORAGE_FULL, keeps nothing of the upload, and takes it once there is room', async () => {
    const customer = server.agent();
    await customer.post('/api/login').send(DEMO.customer).expect(200);
    const upload = () => customer.post('/api/images').field('usageType', 'profile').attach('image', photo, { filename: 'me.jpg', contentType: 'image/jpeg' });
    const images = () => server.app.get(DataSource).getRepository(ImageEntity).count();

    const { bavail, bsize } = statfsSync(uploads);
    const before = await images();
    const files = [...filesUnder(uploads), 'filler.bin'].sort();
    // The disk fills up: all but 100 KB are taken (the upload itself does not fit); all but the upload
    // and 64 KB (it fits, its variants do not); all but three times the upload (it and some of its four
    // variants fit, which come to about 3.3 times the upload for a photo of noise).
    for (const room of [100 * 1024, photo.length + 64 * 1024, photo.length * 3]) {
      writeFileSync(filler, Buffer.alloc(bavail * bsize - room));
      const refused = await upload();
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 'STORAGE_FULL', message: 'Photos cannot be saved right now. Please try again later.' });
      expect(refused.headers['retry-after']).toBe('60');
      expect(filesUnder(uploads).sort()).toEqual(files);
      expect(await images()).toBe(before);
    }

    // Room again (an operator grows the disk, old backups go): the same upload works, nothing to repair first.
    rmSync(filler);
    const stored = await upload();
    expect(stored.status).toBe(201);
    expect(await images()).toBe(before + 1);
    expect(filesUnder(uploads).length).toBeGreaterThanOrEqual(files.length - 1 + 3);
    expect(filesUnder(uploads).some((file) => file.endsWith('.partial'))).toBe(false);
  });
});
