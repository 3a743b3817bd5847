import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../libs/contracts/src/language';
import { formatMoney } from '../../libs/domain/src/pricing';
import { addDays } from '../../libs/domain/src/time-windows';
import { longDate } from '../../libs/ui/src/booking-format';
import { ageThisSignIn, axe, collectConsoleProblems } from '../../tools/e2e/helpers';
import { bookAndPay, dadWorksOn, freeWindows, newCustomer, tidyUp, today } from '../../tools/e2e/bookings';

/**
 * The customer portal in the customer's own language (issue 45): a customer whose account reads
 * Spanish sees the dashboard and a booking's page in Spanish on a phone, its money lines and dates
 * included, with nothing of consequence for axe.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function noSeriousAxe(page: Page, step: string) {
  const result = await axe(page).include('main').analyze();
  expect(
    result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${step}: axe`,
  ).toEqual([]);
}

test('a customer who reads Spanish sees the dashboard and a booking’s details in Spanish on a phone', async ({ page, baseURL }) => {
  const problems = collectConsoleProblems(page);
  const api = page.request;
  await newCustomer(api);
  // Days 15 to 17 are this test's.
  await dadWorksOn(baseURL!, ...[15, 16, 17].map((day) => addDays(today(), day)));
  const pkg = await tidyUp(api);
  const [slot] = await freeWindows(api, pkg.id, 15, 17);
  if (!slot) throw new Error('No free window on days 15 to 17');
  const booking = await bookAndPay(api, pkg, slot.start);

  // The account keeps Spanish (what the footer's switch saves); the browser's cookie is the page's choice for the next paint.
  expect((await api.put('/api/user/language', { data: { language: 'es' } })).ok()).toBeTruthy();
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'es', url: baseURL! }]);

  await page.goto('/dadportal/customer');
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('dashboard-welcome')).toHaveText('¡Qué gusto verle de nuevo, Mia!');
  const next = page.getByTestId('next-appointment');
  await expect(next.getByRole('heading')).toHaveText('Próxima cita');
  await expect(next).toContainText(longDate(booking.scheduledDate, 'es-US'));
  await expect(next.getByRole('button', { name: 'Reprogramar' })).toBeVisible();
  await expect(page.getByTestId('wash-points').getByRole('heading')).toHaveText('Puntos de lavado');
  await expect(page.getByTestId('recent-activity')).toContainText('Reserva creada');
  await expect(page.getByTestId('account-summary')).toContainText('Reservas en total');
  await noSeriousAxe(page, 'dashboard');

  await next.getByRole('link', { name: 'Ver detalles' }).click();
  await expect(page.getByRole('heading', { name: 'Detalles de la reserva', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al historial de reservas' })).toBeVisible();
  await expect(page.getByTestId('booking-date')).toHaveText(longDate(booking.scheduledDate, 'es-US'));
  await expect(page.getByTestId('booking-actions').getByRole('button', { name: 'Administrar' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Tarjeta autorizada (se cobra después del trabajo)');
  // The money line: what the card holds, in the customer's words.
  await expect(page.getByTestId('booking-money-held')).toHaveText(`${formatMoney(booking.totalAmount)} (en la tarjeta, se cobra después del trabajo)`);
  await expect(page.getByTestId('booking-photos').getByRole('heading', { level: 2 })).toHaveText('Fotos');
  await expect(page.getByTestId('photos-before')).toContainText('Aún no hay fotos de antes.');
  await expect(page.getByTestId('booking-event').first()).toHaveText(/^Reserva creada por usted/);
  await noSeriousAxe(page, 'booking details');

  // The Manage dialog: reschedule and cancel in Spanish.
  await page.getByTestId('booking-actions').getByRole('button', { name: 'Administrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administrar reserva' });
  await expect(dialog.getByRole('button', { name: 'Elegir otro horario' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar reserva' })).toBeVisible();
  await noSeriousAxe(page, 'manage dialog');
  expect(problems).toEqual([]);
});

/** A new customer whose account and browser read Spanish, on the page's browser. */
async function spanishCustomer(page: Page, baseURL: string) {
  await newCustomer(page.request);
  expect((await page.request.put('/api/user/language', { data: { language: 'es' } })).ok()).toBeTruthy();
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'es', url: baseURL }]);
}

/** Opens a portal page and waits for its Spanish heading (a cold remote can take a while on a busy machine). */
async function openInSpanish(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('Wash Points and Rewards reads Spanish: the tier, the points to the next one and how to earn them', async ({ page, baseURL }) => {
  const problems = collectConsoleProblems(page);
  await spanishCustomer(page, baseURL!);
  await openInSpanish(page, '/dadportal/customer/rewards', 'Puntos de lavado y recompensas');
  await expect(page.getByRole('heading', { name: 'Cómo ganar puntos', level: 2 })).toBeVisible();
  // A new customer starts Bronze, 50 points from Silver: the tier's name and the count in Spanish.
  await expect(page.getByTestId('tier-badge')).toHaveText('Bronce');
  await expect(page.getByText('Le faltan 50 puntos para Plata')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beneficios por nivel' })).toBeVisible();
  await noSeriousAxe(page, 'rewards');
  expect(problems).toEqual([]);
});

test('Maintenance Plans reads Spanish: the offer with its member prices, and the join form', async ({ page, baseURL }) => {
  const problems = collectConsoleProblems(page);
  await spanishCustomer(page, baseURL!);
  await openInSpanish(page, '/customer/plans', 'Planes de mantenimiento');
  await expect(page.getByText('Aún no tiene un plan.')).toBeVisible();
  const offered = page.getByTestId('offered-plan').filter({ hasText: 'Tidy Up Every Two Weeks' });
  await expect(offered).toContainText('cada 2 semanas: los miembros pagan $79.00 por visita para un sedán (ahorra $10.00)');
  await offered.getByRole('button', { name: 'Unirse al plan' }).click();
  const join = page.getByRole('dialog', { name: 'Unirse a Tidy Up Every Two Weeks' });
  await expect(join.getByRole('radio', { name: 'Jueves' })).toBeVisible();
  await expect(join.getByRole('radio', { name: 'Tarde (12:00 PM-4:00 PM)' })).toBeVisible();
  await expect(join.getByRole('checkbox', { name: 'Acepto los términos del plan' })).toBeVisible();
  await noSeriousAxe(page, 'join a plan');
  expect(problems).toEqual([]);
});

test('the Waitlist reads Spanish: the empty list and the form with its times of day', async ({ page, baseURL }) => {
  const problems = collectConsoleProblems(page);
  await spanishCustomer(page, baseURL!);
  await openInSpanish(page, '/customer/waitlist', 'Lista de espera');
  await expect(page.getByText('No está esperando ningún lugar')).toBeVisible();
  const form = page.getByTestId('waitlist-form');
  await expect(form.getByRole('heading', { name: 'Unirse a la lista de espera' })).toBeVisible();
  await expect(form.getByLabel('Mañana (8 AM-12 PM)')).toBeChecked();
  await noSeriousAxe(page, 'waitlist');
  expect(problems).toEqual([]);
});

test('Account Details reads Spanish, its password, two-step and device panels (libs/ui, shared with the DAD) included', async ({ page, baseURL }) => {
  const problems = collectConsoleProblems(page);
  await spanishCustomer(page, baseURL!);
  await openInSpanish(page, '/customer/settings/account', 'Datos de la cuenta');
  await expect(page.getByRole('heading', { name: 'Información personal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await expect(page.getByTestId('password-form').getByRole('button', { name: 'Actualizar contraseña' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inicio de sesión en dos pasos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sus datos' })).toBeVisible();
  await expect(page.getByTestId('signed-in-device').first()).toContainText('Este dispositivo');
  await noSeriousAxe(page, 'account details');
  expect(problems).toEqual([]);
});

test('asked to confirm it is them, a Spanish customer reads the question, its errors and its buttons in Spanish', async ({ page, baseURL }) => {
  const problems = collectConsoleProblems(page, [/status of 40[03]/]);
  await spanishCustomer(page, baseURL!);
  await openInSpanish(page, '/customer/settings/account', 'Datos de la cuenta');
  // Signed in over 5 minutes ago: setting up two-step sign-in asks for the password first.
  await ageThisSignIn(page);
  await page.getByRole('link', { name: 'Configurar el inicio de sesión en dos pasos' }).click();
  const stepUp = page.locator('form[aria-label="Confirme que es usted"]');
  await expect(stepUp).toContainText('Este cambio necesita una comprobación más de que es usted. Escriba su contraseña.', { timeout: 60_000 });
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
  await expect(stepUp.getByText('Escriba su contraseña', { exact: true })).toBeVisible();
  await stepUp.getByLabel('Contraseña').fill('Not-the-password-1');
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
  await expect(stepUp.getByText('Esa contraseña no es correcta.')).toBeVisible();
  await noSeriousAxe(page, 'step-up');
  await stepUp.getByLabel('Contraseña').fill('Manage-123!');
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
  await expect(stepUp).toHaveCount(0);
  expect(problems).toEqual([]);
});
