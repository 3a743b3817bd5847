import { expect } from '@playwright/test';
import type { AdminDadDto } from '@dd/contracts/admin-dads';
import { addDays, calendarDate, zonedInstant } from '../../libs/domain/src/time-windows';
import { aJobOf, checkScreen, collectConsoleProblems, setBookingStatus, test } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

const reference = (id: string) => `#${id.slice(-8).toUpperCase()}`;

/**
 * Issue 37 item 1 on a DAD of the test's own (the demo DADs' days belong to other tests): the question
 * names the jobs a deactivation touches, a job in progress refuses it, and afterwards the waiting jobs
 * stand unassigned in Dispatch and under "Needs your attention" instead of vanishing.
 */
test('deactivating a DAD shows what it touches, waits for the job in progress, and leaves the rest unassigned', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  const suffix = Date.now().toString(36);
  const created = await page.request.post('/api/admin/dads', { data: { firstName: 'Dana', lastName: `Leaving${suffix}`, email: `dana.${suffix}@example.com`, phone: '(949) 555-0199', password: 'Xy7!pQ2@mN4#' } });
  expect(created.status()).toBe(201);
  const dana = (await created.json()) as AdminDadDto;
  const name = `Dana Leaving${suffix}`;
  const today = calendarDate(new Date());
  const running = aJobOf(dana.id, 'in_progress', new Date(Date.now() - 30 * 60_000));
  const tomorrow = aJobOf(dana.id, 'confirmed', zonedInstant(addDays(today, 1), '10:00'));
  const later = aJobOf(dana.id, 'pending', zonedInstant(addDays(today, 3), '13:00'));

  await page.goto('/dadportal/admin/dads');
  await page.getByLabel('Search DADs').fill(name);
  const card = page.getByTestId('admin-dad-card').filter({ hasText: name });
  await card.getByRole('button', { name: 'Deactivate' }).click();
  const refused = page.getByRole('dialog', { name: `${name} has a job in progress` });
  await expect(refused).toContainText(`${name} has a job in progress. Deactivate once it is finished or marked a no-show.`);
  await expect(refused.getByRole('list', { name: 'Jobs in progress' })).toContainText(reference(running));
  await expect(refused.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await checkScreen(page, 'admin-deactivate-dad-in-progress');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(card).toContainText('Active');

  setBookingStatus(running, 'completed');
  await card.getByRole('button', { name: 'Deactivate' }).click();
  const ask = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  const toReassign = ask.getByRole('list', { name: 'Jobs to reassign' });
  await expect(ask).toContainText('These 2 jobs lose their DAD and show as unassigned in Dispatch until you reassign them');
  await expect(toReassign.getByRole('listitem')).toHaveCount(2);
  await expect(toReassign.getByRole('listitem').first()).toContainText(reference(tomorrow));
  await expect(toReassign.getByRole('listitem').last()).toContainText(reference(later));
  await checkScreen(page, 'admin-deactivate-dad');
  await ask.getByRole('button', { name: 'Deactivate' }).click();
  const after = page.getByTestId('dad-upcoming');
  await expect(after).toContainText('These now have no DAD');
  await expect(after).toContainText(reference(tomorrow));
  await after.getByRole('link', { name: 'Open Dispatch' }).click();

  // Tomorrow's board: the job waits under Unassigned, with Assign.
  await expect(page.getByRole('heading', { name: 'Dispatch' })).toBeVisible();
  await page.getByRole('button', { name: 'Next Day' }).click();
  const unassigned = page.getByTestId('dispatch-unassigned');
  await expect(unassigned).toBeVisible();
  const assign = (await page.request.get('/api/admin/dispatch', { params: { date: addDays(today, 1) } }).then((r) => r.json())) as { unassigned: Array<{ bookingId: string; customerName: string }> };
  expect(assign.unassigned.map((s) => s.bookingId)).toContain(tomorrow);
  await checkScreen(page, 'admin-dispatch-unassigned');

  // The dashboard names them, and its link lists them.
  await page.goto('/dadportal/admin');
  const alerts = page.getByTestId('admin-alerts');
  await alerts.getByRole('link', { name: /upcoming jobs? with no DAD assigned/ }).click();
  await expect(page.getByTestId('attention-filter')).toContainText('Showing: Upcoming jobs with no DAD assigned');
  await expect(page.locator(`[data-testid="admin-booking-card"][data-booking-id="${tomorrow}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="admin-booking-card"][data-booking-id="${later}"]`)).toBeVisible();
  expect(problems).toEqual([]);
});
