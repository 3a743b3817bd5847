import { expect } from '@playwright/test';
import type { SiteNeedDto } from '@dd/contracts/site';
import { checkScreen, collectConsoleProblems, expectNoSidewaysScroll, test } from '../../tools/e2e/helpers';

/**
 * Site Needs (issue 44) on a phone, on the demo seed: Sarah said her driveway has water but no outlet,
 * so her held jobs of the coming week are listed for the admin to send a generator before the day.
 * The DAD's own view of a job's site is mfe-dad/e2e/site-profile.e2e.ts.
 */
test.describe.configure({ timeout: 180_000 });

test('the admin sees the coming jobs at a site without power at 390 px (axe)', async ({ page, asAdmin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  const needs = (await (await page.request.get('/api/admin/sites/needs')).json()) as SiteNeedDto[];
  const sarahs = needs.filter((need) => need.address === '123 Main Street');
  expect(sarahs.length, 'the demo holds jobs at Sarah’s address this week').toBeGreaterThan(0);
  expect(sarahs.every((need) => need.noPower && !need.noWater)).toBe(true);

  await page.goto('/dadportal/admin/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Needs' })).toBeVisible({ timeout: 60_000 });
  const listed = page.getByTestId('site-need');
  await expect(listed).toHaveCount(needs.length);
  const first = listed.filter({ hasText: '123 Main Street, Irvine 92618' }).first();
  await expect(first).toContainText('no power');
  await expect(first).not.toContainText('no water');
  await checkScreen(page, 'admin-site-needs');
  await expectNoSidewaysScroll(page, 'Site Needs');
  expect(problems).toEqual([]);
});
