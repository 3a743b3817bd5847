import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import IORedis from 'ioredis';
import sharp from 'sharp';
import type { BookingDetailDto } from '@dd/contracts/booking';
import type { ImageDto } from '@dd/contracts/image';
import { calendarDate } from '../../libs/domain/src/time-windows';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { QueueWorkers } from '../../api/src/testing/queue-workers';
import { aDadOfItsOwn, aJobOf, checkScreen, collectConsoleProblems, signIn } from '../../tools/e2e/helpers';

/**
 * Uploads on a queue, as deployed with REDIS_URL: the built API on a server of its own (its own port,
 * embedded database and queue prefix on the machine's Redis) and a real worker process (`npm run worker`'s
 * dist/api/worker.js). Each test uploads with no worker running, so the job waits in Redis and the screen
 * must say the photo is processing; then a worker starts, makes the variants, and the same page (no
 * reload: a mark left on `window` must survive) must swap the photo in. Profile photo, a DAD's job photo
 * sent from the offline queue, and the admin's image library.
 */
test.describe.configure({ timeout: 120_000 });

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = Number(process.env.E2E_PORT ?? 3390) + 60;
const base = `http://127.0.0.1:${port}`;
const prefix = `dd-e2e-queued-${process.pid}-${Date.now().toString(36)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'dd-e2e-queued-'));
const queue = { REDIS_URL, QUEUE_PREFIX: prefix, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
const workers = new QueueWorkers(() => queue);
let server: ChildProcess;

test.use({ baseURL: base });

test.beforeAll(async () => {
  server = spawn(process.execPath, ['dist/api/main.js'], {
    env: { ...process.env, ...queue, PORT: String(port), PUBLIC_URL: base, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`${base}/api/health`)).ok).toBe(true)).toPass({ timeout: 90_000 });
});

test.afterAll(async () => {
  workers.killAll();
  server?.kill();
  const redis = new IORedis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Marks the page; `sameDocument` is true only while no reload or full navigation has replaced it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eQueuedMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { e2eQueuedMark?: boolean }).e2eQueuedMark === true);

/** Starts a worker, waits for `swapped` on the same page, and stops the worker again (the next test uploads with none). */
async function workUntil(page: Page, swapped: () => Promise<void>) {
  await markPage(page);
  const worker = await workers.start('e2e-worker');
  try {
    await swapped();
    expect(await sameDocument(page), 'the photo was swapped in without a reload').toBe(true);
  } finally {
    worker.kill();
    if (worker.exitCode === null) await once(worker, 'exit');
  }
}

/** An <img> that has loaded from the API. */
async function expectLoaded(img: Locator, variant: RegExp) {
  await expect(img).toHaveAttribute('src', variant);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
}

const jpeg = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();

test('a profile photo shows as processing, then appears when the worker has made it', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await signIn(page, DEMO.customer);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Update Profile Photo' }).click();
  await page.getByRole('dialog', { name: 'Update Profile Photo' }).getByTestId('profile-photo-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpeg(640, 480, '#c0504d') });
  await page.getByRole('dialog', { name: 'Crop Profile Photo' }).getByRole('button', { name: 'Save Profile Picture' }).click();
  await expect(page.getByTestId('toast').getByText('Profile photo updated successfully')).toBeVisible();

  const avatar = sidebar.getByTestId('user-avatar');
  await expect(sidebar.getByRole('img', { name: 'Profile photo processing' })).toBeVisible();
  await expect(avatar.locator('img')).toHaveCount(0);
  const user = await (await page.request.get('/api/user')).json();
  expect(user.profilePhotoId).toBeTruthy();
  expect(user.profilePhotoUrl).toBeNull();

  await workUntil(page, () => expectLoaded(avatar.locator('img'), /^\/api\/images\/[^/]+\/files\/thumbnail-[0-9a-f]{16}\.\w+$/));
  await expect(sidebar.getByRole('img', { name: 'Profile photo processing' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a DAD’s job photo sent from the offline queue shows as processing, then appears', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A DAD of its own (one job at a time: the demo DAD's job under way would refuse this one).
  const dad = aDadOfItsOwn(dataDir);
  const jobId = aJobOf(dad.id, 'confirmed', new Date(Date.now() - 5 * 60_000), dataDir);
  await signIn(page, dad);
  const today = (await (await page.request.get('/api/dad/bookings', { params: { date: calendarDate(new Date()) } })).json()) as BookingDetailDto[];
  const job = today.find((b) => b.id === jobId)!;
  expect(job, 'the job of its own, today').toBeTruthy();
  expect((await page.request.post(`/api/dad/bookings/${job.id}/start`, { data: {} })).ok()).toBeTruthy();
  await page.goto(`/dadportal/bookings?job=${job.id}`);
  await expect(page.getByTestId('job-flow')).toHaveAttribute('data-step', 'before');
  const photos = page.getByTestId('job-photos-before');

  await context.setOffline(true);
  await page.getByTestId('photo-input-before').setInputFiles({ name: 'hood.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 1200, '#4a7ab5') });
  await expect(photos.getByTestId('queued-photo')).toHaveAttribute('data-state', 'waiting');
  await context.setOffline(false);
  const uploaded = photos.getByTestId('uploaded-photo');
  await expect(uploaded).toHaveCount(1, { timeout: 20_000 });
  await expect(photos.getByTestId('queued-photo')).toHaveCount(0);
  await expect(uploaded.getByRole('img', { name: 'Processing photo…' })).toBeVisible();
  await checkScreen(page, 'queued-job-photo-processing');
  const [media] = await (await page.request.get(`/api/bookings/${job.id}/media`)).json();
  expect(media.image.processingState).toBe('processing');

  await workUntil(page, () => expectLoaded(uploaded.locator('img'), /\/api\/images\/[^/]+\/files\/thumbnail-/));
  await expect(uploaded.getByRole('img', { name: 'Processing photo…' })).toHaveCount(0);
});

test('an image uploaded to the library shows as processing, then appears', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const title = `queued-${Date.now()}`;
  await signIn(page, DEMO.admin);
  await page.goto('/dadportal/admin/image-library');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const dialog = page.getByTestId('upload-image');
  await dialog.getByTestId('upload-file').setInputFiles({ name: `${title}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(1200, 900, '#6a9955') });
  await dialog.getByLabel('Title').fill(title);
  // A gallery image (the default usage) needs its alt text (decision 0377).
  await dialog.getByLabel('Alt text (required)').fill(`A green test card, ${title}`);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image uploaded and processed successfully', { exact: true }).first()).toBeVisible();

  const card = page.getByTestId('library-image').filter({ hasText: title });
  await expect(card.getByRole('img', { name: 'Processing photo…' })).toBeVisible();
  // The list's body is the page's items (its total and next page are headers).
  const listed = (await (await page.request.get('/api/images', { params: { search: title } })).json()) as ImageDto[];
  expect(listed.map((image) => image.processingState)).toEqual(['processing']);

  await workUntil(page, () => expectLoaded(card.locator('img'), /\/api\/images\/[^/]+\/files\/thumbnail-/));
  await expect(card.getByRole('img', { name: 'Processing photo…' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
