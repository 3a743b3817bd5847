import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { aDadOfItsOwn, aJobOf, checkScreen, expectNoSidewaysScroll, visit } from '../../tools/e2e/helpers';

const PHONE = { width: 390, height: 844 };
/** Brea, some 50 minutes' drive from the demo's jobs; Irvine, next door. */
const FAR = { latitude: 33.9291, longitude: -117.8845 };

/** The tracking link in the On my way email the server wrote for this job (no SMTP_URL: .eml files in DATA_DIR/mail). */
async function trackingLinkOf(bookingId: string): Promise<string | undefined> {
  const folder = join(process.env.E2E_DATA_DIR!, 'mail');
  if (!existsSync(folder)) return undefined;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.eml'))) {
    const mail = await simpleParser(readFileSync(join(folder, name)));
    const link = new RegExp(`/track/${bookingId}\\.[\\w.-]+`).exec(mail.text ?? '')?.[0];
    if (link) return link;
  }
  return undefined;
}

/**
 * The customer's tracking page (issue 43) on a phone, without signing in: the detailer, the car, the
 * estimate, which moves without a reload when the DAD's phone reports a new position; axe clean, in
 * English and Spanish; a forged link shows nothing of anyone's booking.
 */
test('the tracking link shows the detailer on the way and a live estimate on a phone', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const dad = aDadOfItsOwn();
  const bookingId = aJobOf(dad.id, 'confirmed', new Date());
  const asDad = await playwrightRequest.newContext({ baseURL });
  expect((await asDad.post('/api/login', { data: { email: dad.email, password: dad.password } })).ok()).toBeTruthy();
  const onMyWay = await asDad.post(`/api/dad/bookings/${bookingId}/on-my-way`, { data: { etaMinutes: 10 } });
  expect(onMyWay.ok(), await onMyWay.text()).toBeTruthy();

  let link: string | undefined;
  await expect.poll(async () => (link = await trackingLinkOf(bookingId)), { timeout: 30_000 }).toBeTruthy();
  await visit(page, link!);
  // The first screen of the run loads the public remote: give it time on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ is on the way$/, { timeout: 60_000 });
  const estimate = page.getByTestId('track-estimate');
  await expect(estimate).toContainText('Arriving around');
  await expect(page.getByText('Arrival window')).toBeVisible();
  await expect(page.getByText('Car', { exact: true })).toBeVisible();
  await checkScreen(page, 'tracking-on-the-way');
  await expectNoSidewaysScroll(page, 'The tracking page');

  // The DAD's phone reports a position far away: the page shows the later estimate by itself (it polls every 15 s).
  const before = await estimate.locator('p').first().textContent();
  const far = await asDad.post(`/api/dad/bookings/${bookingId}/position`, { data: FAR });
  expect(far.ok(), await far.text()).toBeTruthy();
  await expect(estimate.locator('p').first()).not.toHaveText(before!, { timeout: 25_000 });
  await asDad.dispose();

  // Spanish, as the customer may read it.
  await visit(page, `${link!}?lang=es`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ va en camino$/);
  await expect(page.getByTestId('track-estimate')).toContainText('Llega alrededor de las');
  await checkScreen(page, 'tracking-on-the-way-es');

  // A forged link: refused, nothing shown.
  await visit(page, `/track/${bookingId}.9999999999.forged`);
  await expect(page.getByTestId('track-refused')).toContainText('This tracking link is not valid');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('on the way');
  await checkScreen(page, 'tracking-refused');
});
