/** Playwright helpers the browser tests of every app (the shell and each remote) share: test support all of them own. */
import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test as playwrightTest, type APIRequestContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { simpleParser } from 'mailparser';
import { authenticator } from 'otplib';
import { DEMO, DEMO_ADMIN_TOTP_SECRET } from '../../api/src/app/demo/demo-accounts';
import type { RemoteRoute } from '@dd/contracts/routes';
import { calendarDate, wallClock } from '../../libs/domain/src/time-windows';

// A logged-out GET /api/user answers 401 by design (spec §4); Chromium logs every failed request.
const EXPECTED_CONSOLE = [/status of 401 \(Unauthorized\)/];

/** Console errors and page errors seen while the test runs, for an `expect(problems).toEqual([])`. */
export function collectConsoleProblems(page: Page, extraAllowed: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if ([...EXPECTED_CONSOLE, ...extraAllowed].some((re) => re.test(message.text()))) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Words of plain English (three letters or more, unaccented) in what the main area shows or says to
 * a screen reader, less `allowed` (the business's data: names, addresses, packages, cars).
 */
export async function escapedEnglish(page: Page, allowed: Iterable<string>): Promise<string[]> {
  const data = new Set([...allowed].flatMap((text) => text.toLowerCase().match(/[a-z]{3,}/g) ?? []));
  const texts = await page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.checkVisibility() && node.textContent?.trim()) found.push(node.textContent.trim());
    }
    // What a screen reader says: an icon marked aria-hidden keeps its icon's name ("calendar") for nobody.
    for (const element of [...main.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].filter((element) => !element.closest('[aria-hidden="true"]')))
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) if (element.getAttribute(name)) found.push(element.getAttribute(name)!);
    return found;
  });
  return texts.filter((text) => (text.match(/[A-Za-z]{3,}/g) ?? []).some((word) => !data.has(word.toLowerCase())));
}

/**
 * Opens a page and moves the pointer, as a visitor does: a visitor's painted `/`, `/packages` and `/book`
 * start the app on their first act (decisions 0385, 0405), and until then are the server's paint alone.
 */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(5, 5);
}

/** An account with two-step sign-in whose authenticator secret the tests know. */
export interface TwoStepAccount {
  email: string;
  password: string;
  secret: string;
}

/**
 * Signs in through the Sign In form as a person would; an account with two-step sign-in (the demo admin,
 * an admin of a test's own) then gets the code its authenticator app would show.
 */
export async function signIn(page: Page, account: { email: string; password: string; secret?: string }) {
  await page.goto('/auth');
  const form = page.locator('form[aria-label="Sign In"]');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const welcome = page.getByText('Welcome back!');
  const codeStep = page.locator('form[aria-label="Two-step sign-in"]');
  await expect(welcome.or(codeStep).first()).toBeVisible();
  if (await codeStep.isVisible()) {
    const secret = account.secret ?? (account.email === DEMO.admin.email ? DEMO_ADMIN_TOTP_SECRET : undefined);
    if (!secret) throw new Error(`No authenticator secret known for ${account.email}`);
    await withUnusedCode({ email: account.email, secret }, async (code) => {
      await codeStep.getByLabel('Authentication code').fill(code);
      await codeStep.getByRole('button', { name: 'Verify' }).click();
      // Still holding the code: the server takes codes only in order, so another worker's next code
      // reaching it first (a busy machine) would make it refuse this one.
      await expect(welcome).toBeVisible();
    });
  }
  await expect(welcome).toBeVisible();
}

/**
 * Playwright's `test` with `asAdmin(page)`, which signs the page's browser in through the Sign In form
 * (with the code) as an admin of the test's own (anAdminOfItsOwn), and answers that account.
 * Sharing one sign-in's cookies among a worker's tests was tried: pages opened with the copied session
 * then waited on requests the server never answered (admin.e2e, dispatch, ships-alone; not yet
 * understood), so each test signs in for itself.
 */
export const test = playwrightTest.extend<{ asAdmin: (page: Page) => Promise<TwoStepAccount> }>({
  // Playwright reads a fixture's dependencies from this pattern: none.
  // eslint-disable-next-line no-empty-pattern
  asAdmin: async ({}, use) => {
    await use(async (page) => {
      const admin = anAdminOfItsOwn();
      await signIn(page, admin);
      return admin;
    });
  },
});

/** Goes to `path` inside the page, as a link of the app does (no document load). */
/**
 * Requests to the API as the page makes them, by path and query ('/api/dad/route?date=...'), and a
 * promise settled once all of `wanted` have gone out.
 */
export function apiRequests(page: Page, wanted: string[]) {
  const made: string[] = [];
  let allMade!: () => void;
  const madeAll = new Promise<void>((resolve) => (allMade = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    made.push(url.pathname + url.search);
    if (wanted.every((path) => made.includes(path))) allMade();
  });
  return { made, madeAll };
}

/**
 * Holds every request matching `pattern` (a remote's code, an API call) until `until` settles, at most
 * 5 s; the answer says what released each. Data asked for before a screen's code arrives releases them
 * all 'by the data'; data a screen asks for only once its code has run never can.
 */
export async function holdRequests(page: Page, pattern: string, until: Promise<unknown>) {
  const held: Promise<string>[] = [];
  await page.route(pattern, async (route) => {
    const released = Promise.race([until.then(() => 'by the data'), new Promise<string>((resolve) => setTimeout(() => resolve('by the timeout'), 5_000))]);
    held.push(released);
    await released;
    await route.continue();
  });
  return () => Promise.all(held);
}

export const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({ key: `e2e-${Date.now()}`, idx: history.length }, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const TOTP_STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` during `step` (30-second steps since the epoch). */
export function authenticatorCode(secret: string, step = Math.floor(Date.now() / TOTP_STEP_MS)): string {
  authenticator.options = { epoch: step * TOTP_STEP_MS + 1_000 };
  return authenticator.generate(secret);
}

/**
 * Gives `use` a code of `account`'s the server has not taken yet. A code works once and only after the
 * account's last one used, and two workers sign the demo admin in, so an account's codes are handed out
 * one at a time across them (a lock directory, and the last step used, in the run's data folder): this
 * step's code, else the next one's (the server takes a phone clock a step ahead), else after waiting for
 * a new step.
 */
export async function withUnusedCode({ email, secret }: { email: string; secret: string }, use: (code: string) => Promise<void>): Promise<void> {
  const dir = process.env.E2E_DATA_DIR!;
  const lock = join(dir, `totp-${email}.lock`);
  const lastFile = join(dir, `totp-${email}.last`);
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 90_000) throw new Error('The authenticator lock was held too long');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const last = existsSync(lastFile) ? Number(readFileSync(lastFile, 'utf8')) : -1;
    const step = Math.max(Math.floor(Date.now() / TOTP_STEP_MS), last + 1);
    while (step > Math.floor(Date.now() / TOTP_STEP_MS) + 1) await new Promise((resolve) => setTimeout(resolve, 500));
    writeFileSync(lastFile, String(step));
    await use(authenticatorCode(secret, step));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface DeployedRoute extends RemoteRoute {
  remote: string;
  permission?: string;
}

/** The routes the running server's remotes declare (their routes.json), with the area /remotes.json gives each remote. */
export async function deployedRoutes(request: APIRequestContext): Promise<DeployedRoute[]> {
  const base = new URL('/remotes.json', playwrightTest.info().project.use.baseURL).href;
  const remotes = (await (await request.get(base)).json()) as Record<string, { entry: string; permission?: string }>;
  const lists = await Promise.all(
    Object.entries(remotes).map(async ([remote, { entry, permission }]) => {
      const routes = (await (await request.get(new URL('routes.json', new URL(entry, base)).href)).json()) as RemoteRoute[];
      return routes.map((route) => ({ ...route, remote, permission }));
    }),
  );
  return lists.flat();
}

/** The emails the server wrote as .eml files (no SMTP_URL), newest first. */
async function* emails() {
  const folder = join(process.env.E2E_DATA_DIR!, 'mail');
  // The server makes the folder with its first email: until then, none has come.
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.eml')).sort().reverse()) yield simpleParser(readFileSync(join(folder, name)));
}

/** The link matching `pattern` in the newest email to `to` whose subject starts so. */
export async function emailedLink(to: string, subjectStart: string, pattern: RegExp): Promise<string | undefined> {
  for await (const mail of emails()) {
    if (mail.to && !Array.isArray(mail.to) && mail.to.text === to && mail.subject?.startsWith(subjectStart)) return pattern.exec(mail.text ?? '')?.[0];
  }
  return undefined;
}

/** Every different link matching `pattern` in any email, newest first. */
export async function emailedLinks(pattern: RegExp): Promise<string[]> {
  const links = new Set<string>();
  for await (const mail of emails()) {
    const link = pattern.exec(mail.text ?? '')?.[0];
    if (link) links.add(link);
  }
  return [...links];
}

/** The page scrolls only up and down: nothing (a footer row, a long email, a table) is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} is ${width} px wide`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * axe with its default rules plus label-content-name-mismatch (experimental, so off by default): a
 * control's name must contain its visible text, or speech input ("click Tue 24") cannot reach it.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });

/**
 * Waits until the page's CSS transitions and finite animations have run (antd's buttons animate
 * every property for 0.2 s): axe and a screenshot taken mid-way see colours and borders half-way
 * between two states (a chosen button "white on pale blue", a resized page's buttons without borders).
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** No serious or critical axe violation; with SCREENSHOT_DIR, screenshots at phone and desktop sizes. */
export async function checkScreen(page: Page, name: string) {
  await settled(page);
  const { violations } = await axe(page).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const shots = process.env.SCREENSHOT_DIR;
  if (!shots) return;
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The few calls of better-sqlite3 (the server's SQLite driver, which ships no types) this file makes. */
interface SqliteDatabase {
  pragma(text: string): unknown;
  prepare(sql: string): { get(...values: unknown[]): unknown; all(...values: unknown[]): unknown[]; run(...values: unknown[]): unknown };
  close(): void;
}
const Database = createRequire(__filename)('better-sqlite3') as new (file: string) => SqliteDatabase;

/** Runs `use` on the server's embedded database (the run's DATA_DIR, or a server's own `dataDir`), waiting up to 5 s for the server's own writes. */
function withServerDatabase<T>(use: (db: SqliteDatabase) => T, dataDir = process.env.E2E_DATA_DIR!): T {
  const db = new Database(join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return use(db);
  } finally {
    db.close();
  }
}

/** A copy of the user row `original` under the id `id` and an email of its own (`label`-id), with `changes`, written in. */
function copyOfUser(db: SqliteDatabase, original: Record<string, unknown>, label: string, changes: Record<string, unknown> = {}, id = randomUUID()): Record<string, unknown> & { id: string; email: string } {
  const copy = { ...original, id, email: `${label}-${id}@example.com`, ...changes };
  insertRow(db, 'users', copy);
  return copy;
}

/** Inserts `row` into `table`, every key a column (a copied row with the fields the test changed). */
function insertRow(db: SqliteDatabase, table: string, row: Record<string, unknown>): void {
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(row));
}

/**
 * An admin of the test's own: a copy of the demo admin (name, password, authenticator secret) under an
 * email of its own, written into the run's embedded database. Each of an account's codes waits for a
 * 30-second step of its own, so with every admin test signing the demo admin in, the run queued behind
 * its authenticator (about 15 minutes of 16); a copy's first code is always free. The tests of the demo
 * admin's own sign-in still sign it in.
 */
export function anAdminOfItsOwn(): TwoStepAccount {
  return withServerDatabase((db) => {
    const demo = db.prepare('SELECT * FROM users WHERE email = ?').get(DEMO.admin.email) as Record<string, unknown>;
    const copy = copyOfUser(db, demo, 'admin', { totpLastStep: null });
    return { email: copy.email, password: DEMO.admin.password, secret: DEMO_ADMIN_TOTP_SECRET };
  });
}

/**
 * Makes this browser's sign-in look `minutes` old, as a session left open would be (money and power
 * actions then ask for a fresh proof): rewrites only this session's row in the server's embedded database.
 */
export async function ageThisSignIn(page: Page, minutes = 6) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'dd.sid');
  if (!cookie) throw new Error('This browser is not signed in');
  // The cookie is express-session's signed id: s:<id>.<signature>.
  const sid = decodeURIComponent(cookie.value).replace(/^s:/, '').replace(/\.[^.]*$/, '');
  withServerDatabase((db) => {
    const row = db.prepare('SELECT data FROM sessions WHERE id = ?').get(sid) as { data: string } | undefined;
    if (!row) throw new Error('No session row for this browser');
    db.prepare('UPDATE sessions SET data = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(row.data), signedInAt: Date.now() - minutes * 60_000 }), sid);
  });
}

/** A time as the embedded database stores it: UTC, 'YYYY-MM-DD HH:MM:SS.mmm'. */
const sqliteTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * A chargeback as the API records it from Stripe's charge.dispute.created (after it sent the
 * evidence): the suite runs on the offline test gateway, which has no disputes, so the row is
 * written straight into the server's embedded database. Answers the row's id.
 */
export function recordStripeDispute(bookingId: string, amount: string): string {
  const id = randomUUID();
  const now = new Date();
  withServerDatabase((db) =>
    db.prepare(
      `INSERT INTO payment_disputes (id, stripeDisputeId, bookingId, paymentIntentId, amountCents, reason, status, dueBy, evidenceSubmittedAt, evidenceError, evidenceAttempts, createdAt, updatedAt)
       VALUES (?, ?, ?, NULL, ?, 'product_not_received', 'under_review', ?, ?, NULL, 0, ?, ?)`,
    ).run(id, `dp_e2e_${id.slice(0, 8)}`, bookingId, Math.round(Number(amount) * 100), sqliteTime(new Date(now.getTime() + 7 * 86_400_000)), sqliteTime(now), sqliteTime(now), sqliteTime(now)),
  );
  return id;
}

/**
 * Makes a demo booking a confirmed job of `dadEmail`'s that began `minutesAgo` minutes ago (the
 * suite cannot book a time that has come: the minimum advance forbids it), so I'm Here and a
 * no-show can be tried on it. Written straight into the server's embedded database.
 */
export function jobBegunAgo(bookingId: string, dadEmail: string, minutesAgo = 5): void {
  const start = new Date(Date.now() - minutesAgo * 60_000);
  withServerDatabase((db) => {
    const dad = db.prepare('SELECT id FROM users WHERE email = ?').get(dadEmail) as { id: string } | undefined;
    if (!dad) throw new Error(`No account ${dadEmail}`);
    db.prepare("UPDATE bookings SET status = 'confirmed', dadId = ?, scheduledDate = ?, startTime = ?, endTime = ? WHERE id = ?").run(
      dad.id,
      sqliteTime(start),
      wallClock(start),
      wallClock(new Date(start.getTime() + 4 * 3_600_000)),
      bookingId,
    );
  });
}

/** The no-show report kept on a booking (who marked it, the before photo, the phone's location); null when none. */
export function noShowReport(bookingId: string): { byRole: string; photoImageId: string | null; latitude: string | null; longitude: string | null } | null {
  return withServerDatabase((db) => {
    const row = db.prepare('SELECT noShow FROM bookings WHERE id = ?').get(bookingId) as { noShow: string | null } | undefined;
    return row?.noShow ? JSON.parse(row.noShow) : null;
  });
}

/**
 * A DAD of the test's own: a copy of the demo DAD (name, password, base and coverage) under an email
 * of its own, with none of the demo DAD's jobs. A DAD runs one job at a time, so a test that starts
 * a job gives it to a DAD of its own (aJobOf) instead of the demo DAD, whose demo job is under way.
 */
export function aDadOfItsOwn(dataDir?: string): { id: string; email: string; password: string } {
  return withServerDatabase((db) => {
    const demo = db.prepare('SELECT * FROM users WHERE email = ?').get(DEMO.dad.email) as Record<string, unknown>;
    const copy = copyOfUser(db, demo, 'dad');
    return { id: copy.id, email: copy.email, password: DEMO.dad.password };
  }, dataDir);
}

/**
 * A customer of the test's own: a copy of a demo customer (name, password, points) under an email of
 * its own, with copies of their cars and saved cards and, with `completedDetails`, of their completed
 * bookings (vehicles and payment too), written into the server's embedded database. A test that
 * spends or uses up what the demo gave (points on a reward, a detail's one review) uses the copy's, so
 * a retry finds the demo customer as the seed made them.
 */
export function aCustomerOfItsOwn(demo: { email: string; password: string }, { completedDetails = false } = {}): { id: string; email: string; password: string } {
  return withServerDatabase((db) => {
    const original = db.prepare('SELECT * FROM users WHERE email = ?').get(demo.email) as Record<string, unknown>;
    const id = randomUUID();
    const own = (gatewayId: unknown) => (gatewayId ? `${gatewayId}_${id.slice(0, 8)}` : null);
    const copy = copyOfUser(db, original, 'customer', { stripeCustomerId: own(original.stripeCustomerId) }, id);
    const cars = new Map<unknown, string>();
    for (const car of db.prepare('SELECT * FROM cars WHERE userId = ?').all(original.id) as Record<string, unknown>[]) {
      cars.set(car.id, randomUUID());
      insertRow(db, 'cars', { ...car, id: cars.get(car.id), userId: id });
    }
    // Gateway rows on the copy's own gateway customer and cards (the offline test gateway finds a saved card by an intent that used it).
    const intentCopy = (intent: Record<string, unknown>, bookingId: string | null) =>
      insertRow(db, 'test_payment_intents', { ...intent, id: own(intent.id), clientSecret: `${own(intent.id)}_secret`, idempotencyKey: null, bookingId, customerId: copy.stripeCustomerId, paymentMethodId: own(intent.paymentMethodId) });
    if (completedDetails) {
      for (const booking of db.prepare("SELECT * FROM bookings WHERE customerId = ? AND status = 'completed'").all(original.id) as Record<string, unknown>[]) {
        const bookingId = randomUUID();
        const carOf = (carId: unknown) => cars.get(carId) ?? null;
        insertRow(db, 'bookings', { ...booking, id: bookingId, reference: bookingId.slice(-8).toUpperCase(), customerId: id, carId: carOf(booking.carId), stripePaymentIntentId: own(booking.stripePaymentIntentId), stripePaymentMethodId: own(booking.stripePaymentMethodId) });
        for (const vehicle of db.prepare('SELECT * FROM booking_vehicles WHERE bookingId = ?').all(booking.id) as Record<string, unknown>[]) insertRow(db, 'booking_vehicles', { ...vehicle, id: randomUUID(), bookingId, carId: carOf(vehicle.carId) });
        const intent = db.prepare('SELECT * FROM test_payment_intents WHERE id = ?').get(booking.stripePaymentIntentId) as Record<string, unknown> | undefined;
        if (intent) intentCopy(intent, bookingId);
      }
    }
    for (const card of db.prepare('SELECT * FROM payment_methods WHERE userId = ?').all(original.id) as Record<string, unknown>[]) {
      insertRow(db, 'payment_methods', { ...card, id: randomUUID(), userId: id, stripePaymentMethodId: own(card.stripePaymentMethodId) });
      const used = db.prepare('SELECT * FROM test_payment_intents WHERE paymentMethodId = ? LIMIT 1').get(card.stripePaymentMethodId) as Record<string, unknown>;
      if (!db.prepare('SELECT 1 FROM test_payment_intents WHERE id = ?').get(own(used.id))) intentCopy(used, null);
    }
    return { id, email: copy.email, password: demo.password };
  });
}

/**
 * A job of the test's own for the DAD `dadId`: a copy of a demo confirmed booking (a copy of its
 * customer, its package, car, address and held card) in `status`, starting at `start`, written into the server's embedded
 * database (the suite cannot book a time that has come). Answers its id.
 */
export function aJobOf(dadId: string, status: 'pending' | 'confirmed' | 'in_progress' | 'completed', start: Date, dataDir?: string): string {
  const id = randomUUID();
  const end = new Date(start.getTime() + 2.5 * 3_600_000);
  withServerDatabase((db) => {
    const demo = db.prepare("SELECT * FROM bookings WHERE status = 'confirmed' ORDER BY createdAt LIMIT 1").get() as Record<string, unknown>;
    // Its customer is a copy of the demo's too (same name), so the demo customers' own histories stay as the demo made them.
    const customer = copyOfUser(db, db.prepare('SELECT * FROM users WHERE id = ?').get(demo.customerId) as Record<string, unknown>, 'customer');
    const copy = {
      ...demo,
      id,
      customerId: customer.id,
      reference: id.slice(-8).toUpperCase(),
      dadId,
      status,
      scheduledDate: sqliteTime(start),
      startTime: wallClock(start),
      // A job's window ends the day it starts: one starting late in the evening ends at 23:59, not after midnight.
      endTime: calendarDate(end) === calendarDate(start) ? wallClock(end) : '23:59',
      plannedArrival: null,
    };
    insertRow(db, 'bookings', copy);
  }, dataDir);
  return id;
}

/** Makes an unpaid booking's hold on its time run out now: the server's next unpaid-hold round (each minute) cancels it. */
export function expireUnpaidHold(bookingId: string): void {
  withServerDatabase((db) => db.prepare("UPDATE bookings SET holdExpiresAt = '2000-01-01 00:00:00.000' WHERE id = ?").run(bookingId));
}

/** Sets a booking's status in the server's embedded database (a job the DAD finished offstage). */
export function setBookingStatus(bookingId: string, status: string): void {
  withServerDatabase((db) => db.prepare('UPDATE bookings SET status = ? WHERE id = ?').run(status, bookingId));
}

/**
 * An approved review of the test's own, by the customer of a finished job copied from the demo's
 * (aJobOf), written into the server's embedded database. Answers its id.
 */
export function aReviewOf(rating: number, comment: string): string {
  const dadId = withServerDatabase((db) => (db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO.dad.email) as { id: string }).id);
  const bookingId = aJobOf(dadId, 'completed', new Date(Date.now() - 3 * 86_400_000));
  const id = randomUUID();
  withServerDatabase((db) =>
    db.prepare(
      `INSERT INTO reviews (id, bookingId, customerId, dadId, rating, comment, isVerified, isApproved, createdAt)
       SELECT ?, id, customerId, dadId, ?, ?, 1, 1, ? FROM bookings WHERE id = ?`,
    ).run(id, rating, comment, sqliteTime(new Date()), bookingId),
  );
  return id;
}

/**
 * The day-before weather pass's flag on a booking of the test's own (the suite has no forecast to
 * run the pass on): `chance`% rain during the job, written into the server's embedded database.
 */
export function aWeatherFlagOn(bookingId: string, chance: number): void {
  withServerDatabase((db) => {
    const booking = db.prepare('SELECT dadId, scheduledDate, zipCode FROM bookings WHERE id = ?').get(bookingId) as { dadId: string | null; scheduledDate: string; zipCode: string };
    const start = new Date(`${booking.scheduledDate.replace(' ', 'T')}Z`);
    const date = calendarDate(start);
    insertRow(db, 'weather_flags', { id: randomUUID(), bookingId, dadId: booking.dadId, date, start: booking.scheduledDate, zipCode: booking.zipCode, risk: 'rain', precipitationChance: chance, temperatureF: 60, choice: null, choiceAt: null, createdAt: sqliteTime(new Date()) });
  });
}

/**
 * Sets columns of the customer of a booking of the test's own (aJobOf copies the demo's customer):
 * a phone to text, their language, how they like to hear from us. Written into the server's embedded database.
 */
export function setCustomerOf(bookingId: string, values: Record<string, string | number | null>, dataDir?: string): void {
  const columns = Object.keys(values);
  withServerDatabase(
    (db) =>
      db
        .prepare(`UPDATE users SET ${columns.map((column) => `"${column}" = ?`).join(', ')} WHERE id = (SELECT customerId FROM bookings WHERE id = ?)`)
        .run(...Object.values(values), bookingId),
    dataDir,
  );
}
