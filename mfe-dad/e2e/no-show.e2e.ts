import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { BookingDetailDto, BookingSummaryDto } from '@dd/contracts/booking';
import { formatMoney, fromCents, toCents } from '../../libs/domain/src/pricing';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { ORANGE_COUNTY_ZIPS } from '../../api/src/settings/orange-county-zips';
import { checkScreen, collectConsoleProblems, jobBegunAgo, noShowReport, signIn } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ['geolocation'] });

/**
 * The DAD arrives and nobody is there: I'm Here, a before photo of the place, then "Customer not
 * here". The job is James's pending Deep Clean of the demo (his card held with the fees agreed at
 * checkout), made a confirmed job of dad2@demo's that began five minutes ago (no other browser test
 * reads either). Half the total (the demo's no-show fee, 50%) is captured and the rest released.
 */
test('a DAD marks “Customer not here” after arriving, with a photo and the location: the fee is taken from the hold and the rest released', async ({ page, browser }) => {
  // The job's session is asked before I'm Here: 404 until the DAD arrives (as in the job flow's test).
  const problems = collectConsoleProblems(page);
  const customer = await browser.newContext();
  await signIn(await customer.newPage(), DEMO.customer2);
  const mine = (await (await customer.request.get('/api/bookings')).json()) as BookingSummaryDto[];
  // Held at checkout (the agreed fee is taken from it), not one of his plan's visits booked weeks ahead and held later.
  const job = mine.find((b) => b.status === 'pending' && b.paymentStatus === 'authorized' && b.package?.name === 'The Deep Clean');
  expect(job, 'a pending Deep Clean of demo customer2').toBeTruthy();
  await customer.close();
  jobBegunAgo(job!.id, DEMO.dad2.email);
  const half = (Math.round(Number(job!.totalAmount) * 50) / 100).toFixed(2);

  // The phone stands at the customer's ZIP.
  const here = ORANGE_COUNTY_ZIPS.find((z) => z.zip === job!.zipCode)!;
  await page.context().setGeolocation({ latitude: here.latitude, longitude: here.longitude });
  await signIn(page, DEMO.dad2);
  await page.goto(`/dadportal/dad/appointments/${job!.id}`);
  const flow = page.getByTestId('job-flow');
  await flow.getByRole('button', { name: /I.m Here/ }).click();
  await expect(flow).toHaveAttribute('data-step', 'before');

  // Only once a before photo of the place is taken.
  const notHere = page.getByTestId('customer-not-here');
  await expect(notHere.getByRole('button', { name: 'Customer not here' })).toBeDisabled();
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a8f98' } }).jpeg({ quality: 70 }).toBuffer();
  await page.getByTestId('photo-input-before').setInputFiles({ name: 'driveway.jpg', mimeType: 'image/jpeg', buffer });
  await expect(flow.getByTestId('uploaded-photo')).toHaveCount(1);
  await expect(notHere.getByRole('button', { name: 'Customer not here' })).toBeEnabled();
  await checkScreen(page, 'dad-customer-not-here');
  await page.setViewportSize({ width: 390, height: 844 });

  await notHere.getByRole('button', { name: 'Customer not here' }).click();
  const ask = page.getByRole('dialog', { name: 'Customer not here?' });
  await expect(ask).toContainText('the customer is charged the no-show fee they agreed to at checkout');
  await ask.getByRole('button', { name: 'Keep Waiting' }).click();
  await expect(flow).toHaveAttribute('data-step', 'before');
  await notHere.getByRole('button', { name: 'Customer not here' }).click();
  await ask.getByRole('button', { name: 'Yes, Customer Not Here' }).click();
  await expect(page.getByText('Marked a no-show', { exact: true }).first()).toBeVisible();

  // The job closes, saying what was charged and that the rest of the hold is released.
  await expect(flow).toHaveAttribute('data-step', 'closed');
  await expect(page.getByTestId('job-closed')).toContainText('Marked a no-show: the customer was not there.');
  await expect(page.getByTestId('session-state')).toHaveText('Ended: customer not here');
  await expect(page.getByTestId('job-fee')).toHaveText(
    `Charged ${formatMoney(half)} (no-show fee); Released ${formatMoney(fromCents(toCents(job!.totalAmount) - toCents(half)))} (rest of the ${formatMoney(job!.totalAmount)} card hold)`,
  );
  await checkScreen(page, 'dad-no-show-marked');
  const closed = (await (await page.request.get(`/api/dad/bookings/${job!.id}`)).json()) as BookingDetailDto;
  expect(closed).toMatchObject({ status: 'cancelled', paymentStatus: 'captured', capturedAmount: half, fee: { kind: 'no_show', amount: half } });
  // The record: by the DAD, with the photo and where the phone was.
  expect(noShowReport(job!.id)).toMatchObject({ byRole: 'dad', photoImageId: expect.any(String), latitude: here.latitude.toFixed(7), longitude: here.longitude.toFixed(7) });
  expect(problems).toEqual([]);
});
