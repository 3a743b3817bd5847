import { expect } from '@playwright/test';
import { test } from '../../tools/e2e/helpers';

/** The dashboard's Recent Admin Changes reads as English (issue 37 item 19: "coverage_changed a dad", "updated a settings"). */
test('Recent Admin Changes says what was done in words', async ({ page, asAdmin }) => {
  await asAdmin(page);
  const email = `log-${Date.now()}@example.com`;
  const created = await page.request.post('/api/admin/dads', { data: { firstName: 'Lee', lastName: 'Logged', email, phone: '(714) 555-0177', password: 'Log-dad-password-1' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const coverage = await page.request.put(`/api/admin/dads/${id}/coverage`, { data: { homeZip: '92618', coverageZips: null, coverageRadiusMiles: 10 } });
  expect(coverage.ok(), await coverage.text()).toBe(true);
  await page.goto('/dadportal/admin');
  const log = page.getByTestId('admin-audit');
  await expect(log.getByRole('listitem').filter({ hasText: 'changed the coverage of a DAD' }).first()).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'created a DAD' }).first()).toBeVisible();
  await expect(log).not.toContainText('coverage_changed');
  await expect(log).not.toContainText(/ a (dad|settings)\b/);
});
