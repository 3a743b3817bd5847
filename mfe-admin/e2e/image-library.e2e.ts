import { expect } from '@playwright/test';
import sharp from 'sharp';
import { GALLERY_ALT_TEXT_REQUIRED, IMAGE_MAX_BYTES } from '@dd/contracts/image';
import { checkScreen, test } from '../../tools/e2e/helpers';

/**
 * The image library (issue 37 item 18): customers' job photos apart from the business's images and
 * labelled as theirs, bulk delete saying it keeps them, Upload saying what is missing or too large,
 * and alt text required for a gallery image.
 */
test('job photos stand apart, labelled, and a bulk delete says they are kept', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin/image-library');
  const show = page.getByRole('radiogroup', { name: 'Show' });
  const cards = page.getByTestId('library-image');
  // The business's own images by default: none of the demo DAD's before/after photos among them.
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('job-photo-label')).toHaveCount(0);

  await show.getByText('Customers’ job photos').click();
  const labels = page.getByTestId('job-photo-label');
  await expect(labels.first()).toBeVisible();
  // Every card shown is a labelled job photo, counted once the new list has replaced the business's images.
  await expect.poll(async () => (await cards.count()) - (await labels.count())).toBe(0);
  await expect(page.getByTestId('job-photo-label').first()).toHaveText(/^Customer’s (before|after) photo of booking #[0-9A-F]{8}$/);
  // A job photo is the record of the job: no Delete offered for it.
  await expect(cards.first().getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await checkScreen(page, 'admin-image-library-job-photos');

  // Everything together: a bulk delete names the job photos it keeps.
  await show.getByText('All', { exact: true }).click();
  await expect(page.getByTestId('job-photo-label').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Select All/ }).check();
  await page.getByRole('button', { name: /^Delete \d+ Selected$/ }).click();
  const ask = page.getByTestId('confirm-dialog');
  await expect(ask.getByTestId('delete-job-photos-warning')).toContainText(/customers’ job photos: before\/after photos kept as the record of their bookings, so they are not deleted\./);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
});

test('Upload Image says what is missing, the size limit, and asks alt text of a gallery image', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin/image-library');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const dialog = page.getByTestId('upload-image');
  const file = dialog.getByTestId('upload-file');
  // No file: the spec's words under the field, which takes the focus.
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.locator('#upload-image-file-error')).toHaveText('Please select an image to upload');
  await expect(file).toBeFocused();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  // Over the limit: said at once, with the limit.
  await expect(dialog.getByText('Image file (JPEG, PNG, GIF or WebP, at most 10 MB)')).toBeVisible();
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(IMAGE_MAX_BYTES + 1) });
  await expect(dialog.locator('#upload-image-file-error')).toHaveText('File too large: images may be at most 10 MB');
  // A gallery image (the default usage) without alt text is not sent.
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
  await file.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.locator('#upload-image-file-error')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const alt = dialog.getByLabel('Alt text (required)');
  await expect(dialog.locator('#upload-image-alt-error')).toHaveText(GALLERY_ALT_TEXT_REQUIRED);
  await expect(alt).toBeFocused();
  await checkScreen(page, 'admin-upload-image-problems');
  // As Other, alt text stays optional (the spec's rule for the rest).
  await dialog.getByLabel('Usage').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Other', { exact: true }).click();
  await expect(dialog.getByLabel('Alt text', { exact: true })).toBeVisible();
});
