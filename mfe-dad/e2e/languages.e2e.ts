import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { ORANGE_COUNTY_ZIPS } from '../../api/src/settings/orange-county-zips';
import { formatMoney } from '../../libs/domain/src/pricing';
import { pseudoText } from '../../libs/ui/src/pseudo-locale';
import { aDadOfItsOwn, aJobOf, axe, collectConsoleProblems, escapedEnglish } from '../../tools/e2e/helpers';

/**
 * The DAD portal in the DAD's own language (issue 45): a DAD who reads Spanish chooses it and works a
 * job in it on a phone; and the pseudo-locale run, which fails when a word of English escaped the catalogs.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ['geolocation'] });

const photo = async (name: string) => ({ name, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4a7ab5' } }).jpeg().toBuffer() });
const flow = (page: Page) => page.getByTestId('job-flow');

/**
 * A DAD of the test's own with a job whose window opened five minutes ago, signed in (through the API:
 * the Sign In form has its own tests), the phone standing at the job.
 */
async function aDadAtTheirJob(page: Page): Promise<BookingDetailDto> {
  const dad = aDadOfItsOwn();
  const jobId = aJobOf(dad.id, 'confirmed', new Date(Date.now() - 5 * 60_000));
  expect((await page.request.post('/api/login', { data: { email: dad.email, password: dad.password } })).ok()).toBeTruthy();
  const job = (await (await page.request.get(`/api/dad/bookings/${jobId}`)).json()) as BookingDetailDto;
  const here = ORANGE_COUNTY_ZIPS.find((z) => z.zip === job.zipCode)!;
  await page.context().setGeolocation({ latitude: here.latitude, longitude: here.longitude });
  return job;
}

async function noSeriousAxe(page: Page, step: string) {
  const result = await axe(page).include('main').analyze();
  expect(
    result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${step}: axe`,
  ).toEqual([]);
}

test('a DAD chooses Spanish and works a job in it on a phone, from I’m Here to the tip', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const job = await aDadAtTheirJob(page);

  // The DAD's own choice, at the foot of any page: kept on the account, so the next sign-in is in Spanish too.
  await page.goto('/dadportal/dad');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The page has kept its language (English) on the new account first; the DAD's choice comes after.
  const account = async () => ((await (await page.request.get('/api/user')).json()) as { language: string | null }).language;
  await expect.poll(account).toBe('en');
  await page.getByTestId('language-switch').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
  await expect(page.getByTestId('today-schedule').getByRole('heading')).toHaveText('Agenda de hoy');
  await expect.poll(account).toBe('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await noSeriousAxe(page, 'dashboard');

  // The job sheet, after a reload: the language came back from the account and the cookie, not from memory.
  await page.goto(`/dadportal/dad/appointments/${job.id}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hoja del trabajo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('session-state')).toHaveText('Sin empezar');
  await expect(page.getByTestId('job-sheet')).toContainText('Horario de llegada');
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
  await expect(page.getByTestId('job-step')).toHaveText('Paso 1 de 5: Llegada');
  await noSeriousAxe(page, 'job sheet');

  await flow(page).getByRole('button', { name: 'Ya llegué' }).click();
  await expect(flow(page)).toHaveAttribute('data-step', 'before');
  await expect(page.getByTestId('job-step')).toHaveText('Paso 2 de 5: Fotos de antes');
  await expect(flow(page).getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await page.getByTestId('photo-input-before').setInputFiles(await photo('antes.jpg'));
  await expect(flow(page).getByTestId('uploaded-photo')).toHaveCount(1);
  await expect(flow(page).getByRole('list', { name: 'Fotos: Antes' })).toBeVisible();
  await noSeriousAxe(page, 'before photos');
  await flow(page).getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByTestId('job-step')).toHaveText('Paso 3 de 5: Trabajo');
  await flow(page).getByRole('button', { name: 'Ya terminé' }).click();
  const ask = page.getByRole('dialog', { name: '¿Terminar este trabajo?' });
  await expect(ask).toContainText('Esto no se puede deshacer.');
  await noSeriousAxe(page, 'finish question');
  await ask.getByRole('button', { name: 'Sí, ya terminé' }).click();

  await expect(page.getByTestId('job-step')).toHaveText('Paso 4 de 5: Fotos de después');
  await page.getByTestId('photo-input-after').setInputFiles(await photo('despues.jpg'));
  await expect(page.getByTestId('job-photos-after').getByTestId('uploaded-photo')).toHaveCount(1);
  await flow(page).getByRole('button', { name: 'Ver resumen' }).click();

  const summary = page.getByTestId('job-summary');
  await expect(summary.getByRole('heading', { name: 'Trabajo terminado' })).toBeVisible();
  await expect(summary.getByTestId('job-duration')).toHaveText(/^((\d+ h )?\d+ min|menos de un minuto)$/);
  // The phone handed to the customer: the tip in Spanish too.
  const tip = summary.getByTestId('phone-tip');
  await expect(tip.getByRole('heading')).toHaveText('Agregue una propina para su detallador');
  await noSeriousAxe(page, 'summary');
  const booking = (await (await page.request.get(`/api/dad/bookings/${job.id}`)).json()) as BookingDetailDto;
  expect(booking.status).toBe('completed');
  const twenty = (Math.round(Number(booking.totalAmount) * 20) / 100).toFixed(2);
  await tip.getByRole('button', { name: `20% · ${formatMoney(twenty)}` }).click();
  await tip.getByRole('button', { name: `Agregar propina de ${formatMoney(twenty)}` }).click();
  await expect(summary.getByTestId('phone-tip-done')).toHaveText(`Propina agregada: ${formatMoney(twenty)}. ¡Gracias!`);
  await summary.getByRole('link', { name: 'Volver al panel' }).click();
  await expect(page.getByTestId('stat-completed')).toHaveText('1');
  expect(problems).toEqual([]);
});

test('in the pseudo-locale no English escapes the DAD’s dashboard, job sheet and job flow', async ({ page }) => {
  const job = await aDadAtTheirJob(page);
  // Selected by the test alone (libs/ui/src/i18n.tsx): from the next page on, every message is pseudo-English.
  await page.addInitScript(() => Object.assign(window, { __DD_PSEUDO_LOCALE__: true }));
  // English the screens may show that is not ours to translate: the business's data, and the dates and weekdays Intl writes in the page's locale.
  const months = Array.from({ length: 12 }, (_, m) => new Date(2026, m, 1).toLocaleString('en-US', { month: 'long' }));
  const shortMonths = months.map((month) => month.slice(0, 3));
  const days = Array.from({ length: 7 }, (_, d) => new Date(2026, 10, 22 + d).toLocaleString('en-US', { weekday: 'long' }));
  const me = (await (await page.request.get('/api/user')).json()) as { firstName: string };
  const todays = (await (await page.request.get('/api/dad/bookings')).json()) as BookingDetailDto[];
  const data = [JSON.stringify(todays), me.firstName, ...months, ...shortMonths, ...days];

  await page.goto('/dadportal/dad');
  await expect(page.getByTestId('today-schedule').getByRole('heading')).toHaveText(pseudoText("Today's Schedule"));
  expect(await escapedEnglish(page, data), 'dashboard').toEqual([]);

  await page.goto(`/dadportal/dad/appointments/${job.id}`);
  await expect(flow(page)).toHaveAttribute('data-step', 'arrive');
  expect(await escapedEnglish(page, data), 'job sheet').toEqual([]);

  await flow(page).getByRole('button', { name: pseudoText("I'm Here") }).click();
  await expect(flow(page)).toHaveAttribute('data-step', 'before');
  expect(await escapedEnglish(page, data), 'before photos').toEqual([]);
});
