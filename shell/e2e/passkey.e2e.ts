import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, collectConsoleProblems, signIn } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 180_000, mode: 'serial' });

/**
 * WebAuthn will not take an IP address as the site's name, and the suite's server is http://127.0.0.1: this
 * test starts the built server once more as http://localhost (its own port and embedded database) and gives
 * Chromium a virtual authenticator (CDP WebAuthn), which does what a phone's fingerprint reader would.
 */
const port = Number(process.env.E2E_PORT ?? 3390) + 1;
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'dd-e2e-passkey-'));
let server: ChildProcess;

test.beforeAll(async () => {
  // The demo data: its admin (with the demo authenticator) adds a passkey too.
  server = spawn(process.execPath, ['dist/api/main.js'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`${base}/api/health`)).ok).toBe(true)).toPass({ timeout: 90_000 });
});
test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser on the localhost server with a virtual authenticator (a phone's fingerprint reader, in effect). */
async function withAuthenticator(browser: Browser): Promise<{ context: BrowserContext; authenticatorId: string; cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>> }> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { context, authenticatorId, cdp };
}

test('a customer adds a passkey on the account page, then signs in with it alone', async ({ browser }) => {
  const { context, authenticatorId, cdp } = await withAuthenticator(browser);
  const page = context.pages()[0];
  const problems = collectConsoleProblems(page);

  const account = { email: `passkey-${Date.now()}@example.com`, password: 'passkey-password-1' };
  expect((await page.request.post('/api/register', { data: { ...account, firstName: 'Pat', lastName: 'Key' } })).status()).toBe(201);
  await page.goto('/profile');
  const passkeys = page.getByTestId('passkeys');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added', { exact: true }).first()).toBeVisible();
  await expect(passkeys.getByTestId('passkey')).toHaveCount(1);
  await expect(passkeys.getByTestId('passkey')).toContainText('Chrome on Linux');
  // The key lives on the (virtual) device, discoverable: sign-in will need no email.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);
  await checkScreen(page, 'account-passkeys');

  // Signed out, the passkey alone signs in: no password, no code.
  await context.clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  const me = (await (await page.request.get('/api/user')).json()) as { email: string };
  expect(me.email).toBe(account.email);
  await expect(passkeys).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('an admin, past the authenticator app, adds a passkey on My Account and signs in to the admin area with it alone', async ({ browser }) => {
  const { context } = await withAuthenticator(browser);
  const page = context.pages()[0];
  await signIn(page, DEMO.admin);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByTestId('admin-account')).toContainText('Two-step sign-in is on');
  const passkeys = page.getByTestId('passkeys');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByTestId('passkey')).toHaveCount(1);
  await checkScreen(page, 'admin-account');

  await context.clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dadportal\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await context.close();
});
