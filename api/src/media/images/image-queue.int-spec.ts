import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { DeadLettersDto } from '@dd/contracts/admin-stats';
import type { ImageDto } from '@dd/contracts/image';
import type { UserDto } from '@dd/contracts/user';
import { IMAGES_QUEUE, Queues } from '../../platform/jobs/queues';
import { QueueWorkers, until } from '../../testing/queue-workers';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../../identity/users/users.service';
import { PROCESS_IMAGE_JOB } from './image-processing';
import { ImageVariantEntity } from './image-variant.entity';
import { ImageEntity } from './image.entity';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'queue-boss@example.com', password: 'admin-password-1' };
const PASSWORD = 'queued-images-1';

/** A 12-megapixel camera-like JPEG (noise compresses badly, as photos do). */
function photo(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: seed % 255, g: 90, b: 120 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Image processing on BullMQ: the API answers uploads at once, worker processes (the built `npm run worker`) make the variants. */
describe('image processing on queue workers, Redis and MariaDB', () => {
  const prefix = `dd-img-${process.pid}-${Date.now().toString(36)}`;
  const redis = new IORedis(REDIS_URL);
  let server: TestApp;
  let dad: ReturnType<TestApp['agent']>;
  let dadId: string;
  let admin: ReturnType<TestApp['agent']>;
  const workers = new QueueWorkers(() => ({
    DATABASE_URL: server.config.databaseUrl,
    SESSION_SECRET: server.config.sessionSecret,
    UPLOADS_DIR: server.config.storage.localDir,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    // A killed worker's job goes to another after about this.
    QUEUE_STALLED_MS: '2000',
  }));
  const images = () => server.app.get(DataSource).getRepository(ImageEntity);
  const sourceFiles = (id: string) => {
    const folder = join(server.config.storage.localDir, 'images', id);
    return existsSync(folder) ? readdirSync(folder).filter((name) => name.startsWith('source-')) : [];
  };
  const upload = (image: Buffer) => dad.post('/api/images').attach('image', image, { filename: 'hood.jpg', contentType: 'image/jpeg' });
  const ready = (id: string) => until(`image ${id} to be processed`, () => images().findOneByOrFail({ id }), (image) => image.processingState !== 'processing', 60_000);

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { REDIS_URL, QUEUE_PREFIX: prefix, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    ({ id: dadId } = await server.app.get(UsersService).create({ email: 'queued-dad@example.com', password: PASSWORD, firstName: 'Dee', lastName: 'Queued', phone: null, role: 'dad' }));
    dad = server.agent();
    await dad.post('/api/login').send({ email: 'queued-dad@example.com', password: PASSWORD }).expect(200);
    admin = server.agent();
    await signInWithSecondFactor(admin, ADMIN);
  }, 180_000);

  afterAll(async () => {
    workers.killAll();
    await server?.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('answers a 12 MP upload at once as processing; a worker makes the variants, and a profile photo attached meanwhile gets its URL', async () => {
    const input = await photo(1);
    // No worker runs yet: an answer that says processing was given before any processing (its speed is the bench's).
    const response = await upload(input).expect(201);
    const image = response.body as ImageDto;
    expect(image).toMatchObject({ processingState: 'processing', processingError: null, variants: [], width: 4000, height: 3000 });
    // Answered from what was written, without reading it back: the same as a read of the image.
    expect((await dad.get(`/api/images/${image.id}`).expect(200)).body).toEqual(image);
    expect(sourceFiles(image.id)).toHaveLength(1);

    const attached = (await dad.post('/api/user/profile-photo').send({ imageId: image.id }).expect(200)).body as UserDto;
    expect(attached).toMatchObject({ profilePhotoId: image.id, profilePhotoUrl: null });

    await workers.start('worker-a');
    await ready(image.id);
    const done = (await dad.get(`/api/images/${image.id}`).expect(200)).body as ImageDto;
    expect(done.processingState).toBe('ready');
    expect(done.variants.map((v) => v.variantType)).toEqual(['original', 'thumbnail', 'medium', 'large']);
    await dad.get(done.variants[1].url).expect(200);
    expect(sourceFiles(image.id)).toEqual([]);
    const user = (await dad.get('/api/user').expect(200)).body as UserDto;
    expect(user.profilePhotoUrl).toBe(done.variants[1].url);
  }, 120_000);

  it('loses nothing when a worker is killed mid-job: another worker takes the stalled job', async () => {
    // The jobs wait for a worker of their own: one running already could finish each as it comes on a slow machine, and none would be mid-job.
    await workers.stopAll();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await upload(await photo(10 + i)).expect(201)).body as ImageDto).id);
    const queue = new Queue(IMAGES_QUEUE, { connection: redis, prefix });
    const killed = await workers.start('worker-killed');
    const active = await until('a job to be active', () => queue.getActive(), (jobs) => jobs.length > 0, 30_000);
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    const midJob = String(active[0].data.imageId);
    expect((await images().findOneByOrFail({ id: midJob })).processingState).toBe('processing');

    await workers.start('worker-b');
    for (const id of ids) expect((await ready(id)).processingState).toBe('ready');
    const variants = server.app.get(DataSource).getRepository(ImageVariantEntity);
    for (const id of ids) {
      expect(await variants.countBy({ imageId: id })).toBe(4);
      expect(sourceFiles(id)).toEqual([]);
    }
    expect(await queue.getFailedCount()).toBe(0);
    await queue.close();
  }, 120_000);

  it('shows a job that failed every try to the admin, with its error, and retries it', async () => {
    // A worker of its own, whatever the tests before left running.
    await workers.stopAll();
    await workers.start('worker-c');
    const none = (await admin.get('/api/admin/queue/failed').expect(200)).body as DeadLettersDto;
    expect(none).toEqual({ queued: true, jobs: [] });
    // An upload whose stored file went missing: every try fails (storage), so it ends as a dead letter.
    const input = await photo(20);
    const id = '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
    const key = `images/${id}/source-0123456789abcdef.jpg`;
    await images().insert({ id, uploaderId: dadId, originalFilename: 'lost.jpg', storagePath: key, mimeType: 'image/jpeg', sizeBytes: input.length, width: 4000, height: 3000, usageType: 'other', usageEntityId: null, processingState: 'processing' });
    await server.app.get(Queues).get(IMAGES_QUEUE)!.add(PROCESS_IMAGE_JOB, { imageId: id }, id);

    const failed = await until(
      'the job to fail every try',
      async () => ((await admin.get('/api/admin/queue/failed').expect(200)).body as DeadLettersDto).jobs,
      (jobs) => jobs.length > 0,
      60_000,
    );
    expect(failed).toEqual([{ queue: IMAGES_QUEUE, id, name: PROCESS_IMAGE_JOB, error: `The uploaded file ${key} is not in storage`, attempts: 3, failedAt: expect.any(String) }]);
    expect((await images().findOneByOrFail({ id })).processingState).toBe('processing');

    await admin.post(`/api/admin/queue/failed/${IMAGES_QUEUE}/no-such-job/retry`).expect(404);
    await dad.post(`/api/admin/queue/failed/${IMAGES_QUEUE}/${id}/retry`).expect(403);
    // The file is back: the retry makes the variants.
    const path = join(server.config.storage.localDir, key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, input);
    await admin.post(`/api/admin/queue/failed/${IMAGES_QUEUE}/${id}/retry`).expect(204);
    expect((await ready(id)).processingState).toBe('ready');
    expect(((await admin.get('/api/admin/queue/failed').expect(200)).body as DeadLettersDto).jobs).toEqual([]);
  }, 120_000);
});
