import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { collectConsoleProblems, signIn } from '../../tools/e2e/helpers';

/**
 * The sidebar's profile photo flow against the built product: file checks, crop (wheel zoom,
 * slider, +90°), save (upload + attach), the photo served back by the API, and removal.
 */

/** 640x480, left half red, right half blue: after a +90° turn, red is on top and blue below. */
function twoColourPng(): Promise<Buffer> {
  const half = (r: number, b: number) => ({ create: { width: 320, height: 480, channels: 3 as const, background: { r, g: 0, b } } });
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: { ...half(230, 20) }, left: 0, top: 0 },
      { input: { ...half(20, 230) }, left: 320, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function pixel(image: Buffer, fx: number, fy: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.round((info.width - 1) * fx);
  const y = Math.round((info.height - 1) * fy);
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

const sidebarAvatar = (page: Page) => page.getByTestId('sidebar').getByTestId('user-avatar');

/** The <img> of the sidebar avatar once it has loaded from the API. */
async function expectPhotoLoaded(page: Page) {
  const img = sidebarAvatar(page).locator('img');
  await expect(img).toHaveAttribute('src', /^\/api\/images\/[^/]+\/files\/thumbnail-[0-9a-f]{16}\.\w+$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  return (await img.getAttribute('src'))!;
}

test('the sidebar avatar crops, uploads and removes a profile photo', async ({ page }) => {
  // One long flow (sign-in, two dialogs, upload, two reloads): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const problems = collectConsoleProblems(page);
  await signIn(page, DEMO.customer);
  const sidebar = page.getByTestId('sidebar');
  const name = (await sidebar.locator('strong').first().textContent())!.trim();
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .toUpperCase();
  await expect(sidebarAvatar(page)).toHaveText(initials);
  await expect(sidebarAvatar(page).locator('img')).toHaveCount(0);

  await sidebar.getByRole('button', { name: 'Update Profile Photo' }).click();
  const chooser = page.getByRole('dialog', { name: 'Update Profile Photo' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByText('Max file size: 5MB')).toBeVisible();
  const input = chooser.getByTestId('profile-photo-input');

  // The file checks, before anything is read or sent.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(chooser.getByRole('alert')).toHaveText('Please select an image file');
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  (await twoColourPng()).copy(big);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(chooser.getByRole('alert')).toHaveText('Image must be less than 5MB');
  await expect(page.getByRole('dialog', { name: 'Crop Profile Photo' })).toHaveCount(0);

  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await twoColourPng() });
  const crop = page.getByRole('dialog', { name: 'Crop Profile Photo' });
  await expect(crop).toBeVisible();
  await expect(chooser.getByRole('alert')).toHaveCount(0);
  const container = crop.locator('.cropper-container');
  await expect(container).toBeVisible();
  // cropperjs's stylesheet is in (it sets the container's font-size to 0), from our own origin.
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/cropper."]')).toHaveCount(1);
  expect(await container.evaluate((el) => getComputedStyle(el).fontSize)).toBe('0px');

  const zoom = crop.getByRole('slider', { name: 'Zoom' });
  const rotation = crop.getByRole('slider', { name: 'Rotation' });
  await expect(zoom).toHaveAttribute('aria-valuenow', '1');
  // Wheel over the crop box's centre zooms in; the slider follows.
  const box = (await crop.locator('.cropper-crop-box').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -120);
  await expect.poll(async () => Number(await zoom.getAttribute('aria-valuenow'))).toBeGreaterThan(1);
  const wheeled = Number(await zoom.getAttribute('aria-valuenow'));
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await zoom.getAttribute('aria-valuenow'))).toBeGreaterThan(wheeled);
  await crop.getByRole('button', { name: '+90°' }).click();
  await expect(rotation).toHaveAttribute('aria-valuenow', '90');

  await crop.getByRole('button', { name: 'Save Profile Picture' }).click();
  await expect(page.getByTestId('toast').getByText('Profile photo updated successfully')).toBeVisible();
  await expect(page.getByTestId('toast').getByText('Success', { exact: true })).toBeVisible();
  await expect(crop).toHaveCount(0);
  await expect(chooser).toHaveCount(0);

  const src = await expectPhotoLoaded(page);
  // The stored photo is the square crop, turned a quarter: red on top, blue below.
  const response = await page.request.get(src);
  expect(response.ok()).toBe(true);
  const stored = await response.body();
  const meta = await sharp(stored).metadata();
  expect(meta.width).toBeGreaterThan(0);
  expect(meta.width).toBe(meta.height);
  const top = await pixel(stored, 0.5, 0.1);
  const bottom = await pixel(stored, 0.5, 0.9);
  expect(top.r).toBeGreaterThan(150);
  expect(top.b).toBeLessThan(100);
  expect(bottom.r).toBeLessThan(100);
  expect(bottom.b).toBeGreaterThan(150);

  // It came from the server: still there after a reload.
  await page.reload();
  expect(await expectPhotoLoaded(page)).toBe(src);

  // Remove it: back to initials, and still so after a reload.
  await sidebar.getByRole('button', { name: 'Update Profile Photo' }).click();
  await page.getByRole('dialog', { name: 'Update Profile Photo' }).getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Profile Photo' })).toHaveCount(0);
  await expect(sidebarAvatar(page).locator('img')).toHaveCount(0);
  await expect(sidebarAvatar(page)).toHaveText(initials);
  await page.reload();
  await expect(sidebarAvatar(page)).toHaveText(initials);
  await expect(sidebarAvatar(page).locator('img')).toHaveCount(0);
  expect(problems).toEqual([]);
});
