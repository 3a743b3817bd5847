import { expect, test } from '@playwright/test';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { calendarDate } from '../../libs/domain/src/time-windows';
import { aDadOfItsOwn, aJobOf, checkScreen, signIn } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * A file the phone calls an image but the server refuses (issue 37 item 9): the DAD reads the server's
 * words, not its JSON; sees no broken picture; and is offered Remove, not a Retry that can never succeed.
 */
test('a photo the server refuses says why in words and offers only Remove', async ({ page }) => {
  const dad = aDadOfItsOwn();
  const jobId = aJobOf(dad.id, 'confirmed', new Date(Date.now() - 5 * 60_000));
  await signIn(page, dad);
  const jobs = (await (await page.request.get('/api/dad/bookings', { params: { date: calendarDate(new Date()) } })).json()) as BookingDetailDto[];
  expect(jobs.some((b) => b.id === jobId)).toBe(true);
  expect((await page.request.post(`/api/dad/bookings/${jobId}/start`, { data: {} })).ok()).toBeTruthy();
  await page.goto(`/dadportal/bookings?job=${jobId}`);
  const flow = page.getByTestId('job-flow');
  await expect(flow).toHaveAttribute('data-step', 'before');

  await page.getByTestId('photo-input-before').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes, not a picture') });
  const refused = page.getByTestId('queued-photo');
  await expect(refused).toHaveAttribute('data-state', 'refused');
  const status = refused.getByRole('status');
  await expect(status).toContainText('notes.png was not uploaded: Invalid file type');
  await expect(status).not.toContainText('{');
  await expect(status).not.toContainText('400');
  await expect(refused.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // No broken picture: a file the phone cannot show has no preview.
  await expect(refused.locator('img')).toHaveCount(0);
  await expect(refused).toContainText('No preview');
  await checkScreen(page, 'dad-refused-photo');
  await refused.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('queued-photo')).toHaveCount(0);
});
