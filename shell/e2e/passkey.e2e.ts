import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { checkScreen, collectConsoleProblems } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 180_000 });

/**
 * WebAuthn will not take an IP address as the site's name, and the suite's server is http://127.0.0.1: this
 * test starts the built server once more as http://localhost (its own port and embedded database) and gives
 * Chromium a virtual authenticator (CDP WebAuthn), which does what a phone's fingerprint reader would.
 */
test('a customer adds a passkey on the account page, then signs in with it alone', async ({ browser }) => {
  const port = Number(process.env.E2E_PORT ?? 3390) + 1;
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-e2e-passkey-'));
  const server = spawn(process.execPath, ['dist/api/main.js'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await expect(async () => expect((await fetch(`${base}/api/health`)).ok).toBe(true)).toPass({ timeout: 60_000 });
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });

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
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
