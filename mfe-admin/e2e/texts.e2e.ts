import { expect } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, collectConsoleProblems, expectNoSidewaysScroll, signIn, test } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

const QUESTION = 'The gate code changed to 7788. Can Mike text me when he is 10 minutes away?';

/**
 * Two-way texts (issue 43) on the demo data: Sarah answered yesterday's reminder with C and then asked
 * a question. The admin's Text Inbox counts it unread until opened; the booking's DAD and Sarah read
 * the same conversation. (Replies and the webhook are proven on MariaDB with the Twilio SDK, in
 * api/src/messaging/texts/texts.int-spec.ts; this server has no SMS provider, and the screens say so.)
 */
test('the admin reads a customer’s texts in the Text Inbox; opening the conversation reads it', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  await page.goto('/dadportal/admin/texts');
  const sarah = page.getByTestId('conversation').filter({ hasText: 'Sarah Miller' });
  await expect(sarah).toContainText(QUESTION);
  await expect(sarah).toContainText('+19495550133');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Text Inbox/);

  await sarah.getByRole('link').click();
  const thread = page.getByTestId('text-thread');
  await expect(thread.getByTestId('text')).toHaveCount(4);
  await expect(thread.getByTestId('text').nth(1)).toContainText('Confirmed the booking');
  await expect(thread.getByTestId('text').last()).toContainText(QUESTION);
  await expect(thread.getByTestId('text').last()).toHaveAttribute('data-direction', 'in');
  await expect(page.getByText('Texts are off', { exact: true })).toBeVisible();
  // Read now: no unread badge on the conversation, and the title has no count.
  await expect(sarah.getByLabel(/unread/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Text Inbox');
  await checkScreen(page, 'admin-texts');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: 'All conversations' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the conversation on a phone');
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(sarah).toBeVisible();
  expect(problems).toEqual([]);
});

test('the booking’s DAD reads the customer’s texts from the job sheet, and the customer reads her own', async ({ page }) => {
  // The job sheet reads the job's session: 404 until I'm Here.
  const problems = collectConsoleProblems(page, [/status of 404/]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.dad);
  const jobs: Array<{ id: string; status: string; customer?: { firstName: string } }> = await (await page.request.get('/api/dad/bookings')).json();
  const job = jobs.find((b) => b.customer?.firstName === 'Sarah' && b.status === 'confirmed')!;
  await page.goto(`/dadportal/dad/appointments/${job.id}`);
  await page.getByRole('link', { name: 'Text history' }).click();
  await expect(page.getByRole('heading', { name: 'Customer Texts' })).toBeVisible();
  await expect(page.getByTestId('text-thread').getByTestId('text').last()).toContainText(QUESTION);
  await expectNoSidewaysScroll(page, 'Customer Texts');
  await checkScreen(page, 'dad-customer-texts');

  await page.context().clearCookies();
  await signIn(page, DEMO.customer);
  await page.goto('/customer/texts');
  await expect(page.getByRole('heading', { name: 'My Texts' })).toBeVisible();
  const mine = page.getByTestId('text-thread').getByTestId('text');
  await expect(mine).toHaveCount(4);
  await expect(mine.last()).toContainText(QUESTION);
  await expect(page.getByLabel('Reply by text')).toHaveCount(0);
  await checkScreen(page, 'customer-texts');
  expect(problems).toEqual([]);
});
