import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (two people, two checkouts) share a machine.
const port = Number(process.env.E2E_PORT ?? 3390);
const baseURL = `http://127.0.0.1:${port}`;
// Made once by the runner; its workers inherit the variable, so tests can read what the server wrote (e.g. DATA_DIR/mail).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dd-e2e-')));

/**
 * Browser tests in Debian's Chromium against the built product on a fresh embedded database
 * (`npm run build` first; `npm test` does). Each app keeps its tests in <app>/e2e.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['shell/e2e/**/*.e2e.ts', 'mfe-*/e2e/**/*.e2e.ts'],
  fullyParallel: false,
  workers: 2,
  // One retry on CI only, where one 2-core machine runs two browsers, the server and the database: a
  // test that fails twice fails the run, and one that passes on its retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  // How long an assertion waits for the page (a full load of the shell and a remote on a loaded
  // 2-core machine can take longer than 10 s): a wait, not a speed limit; speed is `npm run bench`'s.
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the end;
    // the trace's filmstrip is off: recording it cost each browser as much CPU as the pages (0483).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // The full browser, not its headless shell, which moves the mouse as a page loads (decision 0482).
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node dist/api/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      // Every answer the browser tests get is checked against api/openapi.json; a mismatch answers 500 (decision 0310).
      API_CONTRACT_CHECK: 'true',
      // Every test's visitor books and signs up from 127.0.0.1: one address for the whole suite.
      VISITOR_CHECKOUTS_PER_ADDRESS: '1000',
      SIGN_UPS_PER_ADDRESS: '1000',
      SIGN_INS_PER_ADDRESS: '1000',
    },
  },
});
