import { expect, type Page } from '@playwright/test';

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

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  const form = page.locator('form[aria-label="Sign In"]');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}
