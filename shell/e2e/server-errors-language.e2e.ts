import { expect, test } from '@playwright/test';

/**
 * A Spanish visitor hears the server's refusals in Spanish (issue 45, decision 0477): the page asks
 * the API in its language, and the API answers the toast's line and the field's message in it.
 */
test.use({ locale: 'es-MX' });

test('a Spanish visitor sees a failed sign-in and a refused password in Spanish', async ({ page }) => {
  await page.goto('/auth');
  const signIn = page.locator('form[aria-label="Iniciar sesión"]');
  await signIn.getByLabel('Correo electrónico').fill(`nobody-${Date.now()}@example.com`);
  await signIn.getByLabel('Contraseña').fill('not-the-password-1');
  await signIn.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Correo electrónico o contraseña incorrectos').first()).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);

  // A password on the leaked list: only the server knows the list, so its 400 names the field.
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  const signUp = page.locator('form[aria-label="Registrarse"]');
  await signUp.getByLabel('Nombre').fill('Ana');
  await signUp.getByLabel('Apellido').fill('López');
  await signUp.getByLabel('Correo electrónico').fill(`leaked-${Date.now()}@example.com`);
  await signUp.getByLabel('Contraseña', { exact: true }).fill('Sunshine1');
  await signUp.getByLabel('Confirmar contraseña').fill('Sunshine1');
  await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
  const leaked = 'Esta contraseña está en una lista de contraseñas filtradas. Elija otra.';
  await expect(signUp.getByRole('alert').filter({ hasText: leaked })).toBeVisible();
  await expect(page.getByText('This password is on a list of leaked passwords. Please choose another.')).toHaveCount(0);
});
