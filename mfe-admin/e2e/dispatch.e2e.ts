import { expect, type Page } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { axe, collectConsoleProblems, signIn, test } from '../../tools/e2e/helpers';

/**
 * Dispatch (issue 27) on the demo data: the admin's board of the day's routes, a DAD's coverage set on
 * their card, and the DAD's day as a route. The demo DADs have bases (Mike: Irvine, within 15 miles)
 * and Mike has jobs today.
 */

test.describe.configure({ timeout: 120_000 });

async function noSeriousViolations(page: Page, selector: string) {
  const { violations } = await axe(page).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the dispatch board shows each DAD’s route as a timeline, with the stops in order, on a desktop and a phone', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/dadportal/admin/dispatch');
    await expect(page.getByRole('heading', { name: 'Dispatch' })).toBeVisible();
    const mike = page.getByTestId('dispatch-row').filter({ hasText: 'Mike Johnson' });
    await expect(mike).toContainText('Base 92618 · within 15 miles');
    await expect(mike).toContainText(/\d+ jobs? · \d+ min, \d+\.\d mi drive/);
    // A disclosure with its marker and count, not an empty heading (issue 37 item 19).
    await expect(mike.locator('summary')).toHaveCSS('display', 'list-item');
    await expect(mike.locator('summary')).toHaveText(/^Stops in route order \(\d+\)$/);
    await mike.getByText('Stops in route order').click();
    const stops = mike.getByTestId('route-stop');
    expect(await stops.count()).toBeGreaterThan(0);
    await expect(stops.first().getByRole('link', { name: /Navigate/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    await expect(stops.first().getByTestId('stop-drive')).toHaveText(/\d+ min, \d+\.\d mi drive/);
    // Usable on a phone: the timeline scrolls inside its row, the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width + 1);
    await noSeriousViolations(page, 'main');
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/dispatch-${size.width}.png`, fullPage: true });
  }
  // Another day: the board follows the date.
  await page.getByRole('button', { name: 'Next Day' }).click();
  await expect(page.getByTestId('dispatch-row').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the admin sets where a DAD works on their card', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page, [/status of 400/]);
  await asAdmin(page);
  await page.goto('/dadportal/admin/dads');
  const tom = page.getByTestId('admin-dad-card').filter({ hasText: 'Tom Rivera' });
  await expect(tom.getByTestId('dad-coverage')).toHaveText('Base 92660 · within 12 miles');
  await tom.getByRole('button', { name: 'Edit Coverage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Where Tom Rivera works' });
  // Issue 37 item 14: out of bounds is refused under the field, never clamped and saved.
  for (const radius of ['-5', '500']) {
    await dialog.getByLabel('Radius (miles)').fill(radius);
    await dialog.getByRole('button', { name: 'Save Coverage' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The radius must be a whole number of miles from 1 to 60');
  }
  // A ZIP outside the service area is named.
  await dialog.getByRole('radio', { name: 'These ZIP codes' }).check();
  await dialog.getByLabel('ZIP codes', { exact: true }).fill('92660, 10001');
  await dialog.getByRole('button', { name: 'Save Coverage' }).click();
  await expect(page.getByText('Not in the service area: 10001').first()).toBeVisible();
  await expect(tom.getByTestId('dad-coverage')).toHaveText('Base 92660 · within 12 miles');
  await dialog.getByRole('radio', { name: 'A radius around the base' }).check();
  await dialog.getByLabel('Radius (miles)').fill('14');
  await noSeriousViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Save Coverage' }).click();
  await expect(tom.getByTestId('dad-coverage')).toHaveText('Base 92660 · within 14 miles');
  // Back as it was, for the other tests on the demo data.
  await tom.getByRole('button', { name: 'Edit Coverage' }).click();
  await dialog.getByLabel('Radius (miles)').fill('12');
  await dialog.getByRole('button', { name: 'Save Coverage' }).click();
  await expect(tom.getByTestId('dad-coverage')).toHaveText('Base 92660 · within 12 miles');
  expect(problems).toEqual([]);
});

test('the DAD sees today as a route: stops in order with drives, Navigate links, and where they work', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.dad);
  await page.goto('/dadportal/dad');
  // One list (issue 37 item 19): the day's schedule is its route, each job with its arrival, drive and Navigate.
  const route = page.getByTestId('today-schedule');
  await expect(route.getByTestId('my-coverage')).toHaveText('Where you work: Base 92618 · within 15 miles');
  const stops = route.getByTestId('job-card').filter({ has: page.getByTestId('stop-drive') });
  expect(await stops.count()).toBeGreaterThan(0);
  await expect(stops.first().getByTestId('stop-drive')).toHaveText(/^Arrive about \d{1,2}:\d{2}\s?[AP]M · \d+ min, \d+\.\d mi drive$/);
  await expect(stops.first().getByRole('link', { name: /Navigate/ })).toHaveAttribute('href', /destination=.*92618|destination=.*92660/);
  await expect(route).toContainText(/Driving today: \d+ min, \d+\.\d mi drive in all/);
  await expect(page.getByTestId('today-route')).toHaveCount(0);
  await noSeriousViolations(page, '[data-testid="today-schedule"]');
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/dad-route-390.png`, fullPage: true });
  expect(problems).toEqual([]);
});
