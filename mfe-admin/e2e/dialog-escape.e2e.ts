import { expect } from '@playwright/test';
import { test } from '../../tools/e2e/helpers';

/**
 * Escape closes what is open on top, one thing at a time (issue 37 item 16: Escape on the Reassign list
 * closed the whole booking dialog). Every dialog is a PlainDialog; Upload Image's Usage list shows it.
 */
test('Escape on an open list inside a dialog closes the list, and only then the dialog', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin/image-library');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const upload = page.getByTestId('upload-image');
  await upload.getByLabel('Usage').click();
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(upload).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(upload).toBeHidden();
});
