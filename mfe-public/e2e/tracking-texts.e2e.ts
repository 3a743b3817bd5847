import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { calendarDate } from '../../libs/domain/src/time-windows';
import { TwilioStandIn, twilioEnv } from '../../api/src/messaging/testing/twilio-stand-in';
import { ORANGE_COUNTY_ZIPS } from '../../api/src/settings/orange-county-zips';
import { aDadOfItsOwn, aJobOf, checkScreen, collectConsoleProblems, expectNoSidewaysScroll, setCustomerOf, signIn, visit } from '../../tools/e2e/helpers';

/**
 * The day of service by text (issue 43) on a server of its own whose texts go through the real
 * Twilio SDK to a stand-in for api.twilio.com in this process (the suite's server sends no texts):
 * the DAD taps On my way on the job sheet and the customer, who reads Spanish, is texted the
 * tracking link in Spanish, and the page opens in Spanish on a phone (axe clean); I'm Finished sets
 * the DAD on the way to the next stop by itself, whose customer reads Vietnamese: texted the link in
 * Vietnamese, the page in Vietnamese, and the DAD's sheet of that stop shares the phone's position
 * without a second tap.
 */
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const port = Number(process.env.E2E_PORT ?? 3390) + 70;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'dd-e2e-texts-'));
const stand = new TwilioStandIn();
let server: ChildProcess;

test.use({ baseURL: base, viewport: PHONE, hasTouch: true, isMobile: true, permissions: ['geolocation'] });

test.beforeAll(async () => {
  const apiUrl = await stand.start();
  server = spawn(process.execPath, ['dist/api/main.js'], {
    env: { ...process.env, ...twilioEnv(apiUrl), PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`${base}/api/health`)).ok).toBe(true)).toPass({ timeout: 90_000 });
});

test.afterAll(async () => {
  server?.kill();
  await stand.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The text the stand-in got for `to` (E.164) carrying a tracking link of `bookingId`, once the outbox delivered it. */
async function textedLink(to: string, bookingId: string): Promise<{ body: string; link: string }> {
  let found: { body: string; link: string } | undefined;
  await expect
    .poll(
      () => {
        const text = stand.messages.find((m) => m.to === to && m.body.includes(`/track/${bookingId}.`));
        found = text && { body: text.body, link: /https?:\/\/\S+\/track\/\S+/.exec(text.body)![0] };
        return !!found;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The customer opens the link on their phone, signed in nowhere, in a browser that never chose a language. */
async function openAsCustomer(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await visit(page, link);
  return page;
}

test('On my way texts the tracking link in the customer’s language, and the page opens in it; I’m Finished sets out for the next stop by itself', async ({ page, browser }) => {
  const problems = collectConsoleProblems(page);
  const dad = aDadOfItsOwn(dataDir);
  const now = Date.now();
  test.skip(calendarDate(new Date(now + 90 * 60_000)) !== calendarDate(new Date(now)), 'the second stop does not fit in today');
  const first = aJobOf(dad.id, 'confirmed', new Date(now - 5 * 60_000), dataDir);
  const second = aJobOf(dad.id, 'confirmed', new Date(now + 90 * 60_000), dataDir);
  setCustomerOf(first, { phone: '(714) 555-0181', smsNotifications: 1, preferredContactMethod: 'phone', language: 'es' }, dataDir);
  setCustomerOf(second, { phone: '(714) 555-0182', smsNotifications: 1, preferredContactMethod: 'phone', language: 'vi' }, dataDir);

  await signIn(page, dad);
  const job = (await (await page.request.get(`/api/dad/bookings/${first}`)).json()) as BookingDetailDto;
  const here = ORANGE_COUNTY_ZIPS.find((z) => z.zip === job.zipCode)!;
  await page.context().setGeolocation({ latitude: here.latitude, longitude: here.longitude });

  // The DAD taps On my way on the job sheet.
  await page.goto(`/dadportal/dad/appointments/${first}`);
  await page.getByTestId('on-my-way').getByRole('button', { name: 'On my way' }).click();
  await expect(page.getByTestId('on-my-way-sent')).toContainText("Customer told you're on the way, arriving around");

  // Texted once, in Spanish, with the link; the page opens in Spanish without being asked.
  const toFirst = await textedLink('+17145550181', first);
  expect(toFirst.body).toMatch(/ va en camino y llega alrededor de las .+ Siga la llegada: http/);
  expect(toFirst.link.startsWith(`${base}/track/`)).toBe(true);
  const customer = await openAsCustomer(browser, toFirst.link);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(/ va en camino$/, { timeout: 60_000 });
  await expect(customer.getByTestId('track-estimate')).toContainText('Llega alrededor de las');
  await expect(customer.getByText('Horario de llegada', { exact: true })).toBeVisible();
  await expect(customer.locator('html')).toHaveAttribute('lang', 'es');
  await checkScreen(customer, 'tracking-texted-es');
  await expectNoSidewaysScroll(customer, 'The tracking page in Spanish');
  await customer.context().close();

  // The DAD arrives, photographs the car and finishes (the job flow's screens have tests of their own).
  expect((await page.request.post(`/api/dad/bookings/${first}/start`, { data: { latitude: here.latitude, longitude: here.longitude } })).ok()).toBeTruthy();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
  const image = await page.request.post('/api/images', { multipart: { usageType: 'other', image: { name: 'before.jpg', mimeType: 'image/jpeg', buffer: jpeg } } });
  expect(image.ok(), await image.text()).toBeTruthy();
  const linked = await page.request.post(`/api/bookings/${first}/media/link`, { data: { imageId: (await image.json()).id, mediaType: 'before' } });
  expect(linked.ok(), await linked.text()).toBeTruthy();
  const done = await page.request.post(`/api/dad/bookings/${first}/complete`);
  expect(done.ok(), await done.text()).toBeTruthy();

  // On the way to the next stop by itself: its customer is texted the link in Vietnamese.
  const toSecond = await textedLink('+17145550182', second);
  expect(toSecond.body).toMatch(/ đang trên đường tới, dự kiến đến khoảng .+ Theo dõi: http/);
  expect(stand.messages.filter((m) => m.to === '+17145550181' && m.body.includes('/track/'))).toHaveLength(1);

  // The DAD's sheet of that stop knows, and shares the phone's position without a second tap.
  const shared = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/dad/bookings/${second}/position`));
  await page.goto(`/dadportal/dad/appointments/${second}`);
  // A second document load of the DAD's portal on a busy machine: its sheet may take a while.
  await expect(page.getByTestId('on-my-way-sent')).toContainText('Customer was already told: arriving around', { timeout: 30_000 });
  await expect(page.getByTestId('on-my-way')).toHaveCount(0);
  await shared;

  const next = await openAsCustomer(browser, toSecond.link);
  await expect(next.getByRole('heading', { level: 1 })).toHaveText(/ đang trên đường đến$/, { timeout: 60_000 });
  await expect(next.getByTestId('track-estimate')).toContainText('Dự kiến đến khoảng');
  await expect(next.locator('html')).toHaveAttribute('lang', 'vi');
  await checkScreen(next, 'tracking-texted-vi');
  await next.context().close();
  expect(problems).toEqual([]);
});
