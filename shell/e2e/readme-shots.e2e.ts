import { expect, test } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { signIn } from '../../tools/e2e/helpers';

/**
 * Opt-in (README_SHOTS=1): the README's picture of each role, taken from the demo data at 1280x900
 * into docs/images/. Run it after a change a newcomer would see on those screens:
 *   README_SHOTS=1 npx playwright test shell/e2e/readme-shots.e2e.ts
 */
test.skip(!process.env.README_SHOTS, 'set README_SHOTS=1 to retake the README screenshots');
test.use({ viewport: { width: 1280, height: 900 } });

const SHOTS = [
  { name: 'visitor', path: '/book' },
  { name: 'customer', account: DEMO.customer, path: '/dadportal/customer' },
  { name: 'dad', account: DEMO.dad, path: '/dadportal/dad' },
  { name: 'admin', account: DEMO.admin, path: '/dadportal/admin/bookings' },
] as const;

for (const shot of SHOTS) {
  test(`README screenshot: ${shot.name}`, async ({ page }) => {
    if ('account' in shot) await signIn(page, shot.account);
    await page.goto(shot.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/images/${shot.name}.png` });
  });
}
