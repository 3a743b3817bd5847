import { expect } from '@playwright/test';
import type { PackageDto } from '@dd/contracts/package';
import { formatMoney } from '../../libs/domain/src/pricing';
import { checkScreen, test } from '../../tools/e2e/helpers';

/** Package View says what the owner set, not the internal type code ("Type: zero_test"; issue 37 item 19). */
test('Package View shows the prices, duration and whether it is bookable, not the internal type', async ({ page, asAdmin }) => {
  await asAdmin(page);
  const [pkg] = (await (await page.request.get('/api/admin/packages')).json()) as PackageDto[];
  await page.goto('/dadportal/admin/packages');
  await page.locator(`[data-testid="admin-package-card"][data-package-id="${pkg.id}"]`).getByRole('button', { name: 'View', exact: true }).click();
  const view = page.getByTestId('package-view');
  await expect(view.getByTestId('package-view-facts')).toHaveText(
    `Sedans${formatMoney(pkg.basePriceSedans)}SUVs${formatMoney(pkg.basePriceSuvs)}Trucks${formatMoney(pkg.basePriceTrucks)}Duration${pkg.durationMinutes} minutesBookable${pkg.isActive ? 'Yes' : 'No (hidden from customers)'}`,
  );
  await expect(view).not.toContainText('Type:');
  await checkScreen(page, 'admin-package-view');
});
