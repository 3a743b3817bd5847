import { expect, request as playwrightRequest } from '@playwright/test';
import { calendarDate, zonedInstant } from '../../libs/domain/src/time-windows';
import { aDadOfItsOwn, aJobOf, checkScreen, emailedLinks, expectNoSidewaysScroll, test, visit } from '../../tools/e2e/helpers';

const PHONE = { width: 390, height: 844 };
/** Brea, some 50 minutes' drive from the demo's jobs; Irvine, next door. */
const FAR = { latitude: 33.9291, longitude: -117.8845 };

/** The tracking links in the emails the server wrote for this job. */
const trackingLinksOf = (bookingId: string) => emailedLinks(new RegExp(`/track/${bookingId}\\.[\\w.-]+`));

/** A DAD of the test's own, signed in through the API. */
async function signedInDad(baseURL: string | undefined) {
  const dad = aDadOfItsOwn();
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/login', { data: { email: dad.email, password: dad.password } })).ok()).toBeTruthy();
  return { ...dad, api };
}

async function onMyWay(dad: Awaited<ReturnType<typeof signedInDad>>, bookingId: string) {
  const answer = await dad.api.post(`/api/dad/bookings/${bookingId}/on-my-way`, { data: { etaMinutes: 10 } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

/**
 * The customer's tracking page (issue 43) on a phone, without signing in: the detailer, the car, the
 * estimate, which moves without a reload when the DAD's phone reports a new position; axe clean, in
 * English and Spanish; a forged link shows nothing of anyone's booking.
 */
test('the tracking link shows the detailer on the way and a live estimate on a phone', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const dad = await signedInDad(baseURL);
  const bookingId = aJobOf(dad.id, 'confirmed', new Date());
  await onMyWay(dad, bookingId);

  let link: string | undefined;
  await expect.poll(async () => (link = (await trackingLinksOf(bookingId))[0]), { timeout: 30_000 }).toBeTruthy();
  await visit(page, link!);
  // The first screen of the run loads the public remote: give it time on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ is on the way$/, { timeout: 60_000 });
  const estimate = page.getByTestId('track-estimate');
  await expect(estimate).toContainText('Arriving around');
  await expect(page.getByText('Arrival window', { exact: true })).toBeVisible();
  await expect(page.getByText('Car', { exact: true })).toBeVisible();
  await checkScreen(page, 'tracking-on-the-way');
  await expectNoSidewaysScroll(page, 'The tracking page');

  // The DAD's phone reports a position far away: the page shows the later estimate by itself (it polls every 15 s).
  const before = await estimate.locator('p').first().textContent();
  const far = await dad.api.post(`/api/dad/bookings/${bookingId}/position`, { data: FAR });
  expect(far.ok(), await far.text()).toBeTruthy();
  await expect(estimate.locator('p').first()).not.toHaveText(before!, { timeout: 25_000 });
  await dad.api.dispose();

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

/**
 * The job changes hands after the first DAD set out (an admin reassigns it): the new DAD's On my way
 * sends a new link, and the first one says it was replaced and where to look, showing nothing of the visit.
 */
test('a tracking link replaced by a newer one says so, on a phone and a desktop', async ({ page, browser, baseURL, asAdmin }) => {
  test.setTimeout(240_000);
  const [first, second] = [await signedInDad(baseURL), await signedInDad(baseURL)];
  // A job of today at 10:00 whatever the hour the test runs, and the DAD taking it works all of today
  // (set as a DAD sets a day's hours), so is free then.
  const today = calendarDate(new Date());
  const bookingId = aJobOf(first.id, 'confirmed', zonedInstant(today, '10:00'));
  const hours = await second.api.post('/api/dad/availability/specific-dates', { data: { date: today, startTime: '06:00', endTime: '20:00' } });
  expect(hours.ok(), await hours.text()).toBeTruthy();
  await onMyWay(first, bookingId);
  await expect.poll(async () => (await trackingLinksOf(bookingId)).length, { timeout: 30_000 }).toBe(1);
  const [old] = await trackingLinksOf(bookingId);

  // The admin in a browser of their own: the customer's page is not signed in.
  const admin = await browser.newPage();
  await asAdmin(admin);
  const reassigned = await admin.request.post(`/api/admin/bookings/${bookingId}/reassign`, { data: { dadId: second.id } });
  expect(reassigned.ok(), await reassigned.text()).toBeTruthy();
  await admin.close();
  await onMyWay(second, bookingId);
  await expect.poll(async () => (await trackingLinksOf(bookingId)).length, { timeout: 30_000 }).toBe(2);
  const latest = (await trackingLinksOf(bookingId)).find((link) => link !== old)!;
  await Promise.all([first.api.dispose(), second.api.dispose()]);

  await page.setViewportSize(PHONE);
  await visit(page, old);
  const refused = page.getByTestId('track-refused');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This tracking link was replaced by a newer one', { timeout: 60_000 });
  await expect(refused).toContainText('Your visit changed hands, so we sent you a new link. Open our latest text or email to follow your detailer.');
  await expect(refused).not.toContainText('on the way');
  await checkScreen(page, 'tracking-replaced');
  await expectNoSidewaysScroll(page, 'The replaced tracking link');
  await visit(page, `${old}?lang=es`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este enlace de seguimiento fue reemplazado por uno más reciente');
  // The header too, once the app is there (it said Sign In in English before), on a desktop and in a phone's menu.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('app-header').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.getByTestId('app-header').getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await page.keyboard.press('Escape');
  await checkScreen(page, 'tracking-replaced-es');

  // The newer link follows the new detailer.
  await visit(page, latest);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ is on the way$/);
});
