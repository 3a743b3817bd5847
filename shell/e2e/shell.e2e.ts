import { expect, test } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { axe, checkScreen, collectConsoleProblems, signIn, visit } from '../../tools/e2e/helpers';

/**
 * The shell against the built product (playwright.config.ts starts dist/api/main.js with the demo
 * seed): remote loading, guards, sign-in, header, sidebar, 404, and a remote that fails to load.
 */

const CUSTOMER = DEMO.customer;
const PRODUCT = "Dad's Detailing";
const DAD = DEMO.dad;
const ADMIN = DEMO.admin;

test('home shows the public remote marketing page to visitors', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await visit(page, '/');
  await expect(page.getByText('Now serving Orange County')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByTestId('package-card').first()).toBeVisible();
  await expect(page.getByText('Most Popular', { exact: true })).toBeVisible();
  await expect(page.getByTestId('app-header').getByText('Book Now')).toBeVisible();
  await expect(page.getByTestId('app-header').getByText('Sign In')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expect(page).toHaveTitle("Home | Dad's Detailing");

  // Shared singletons come from the shell: no remote loads its own react or api-client.
  const sharedFrom = await page.evaluate(() => {
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>>> } })
      .__FEDERATION__.__SHARE__;
    const froms = new Set<string>();
    for (const scope of Object.values(scopes))
      for (const versions of Object.values(scope.default ?? {}))
        for (const shared of Object.values(versions)) if (shared.loaded || shared.lib) froms.add(shared.from);
    return [...froms];
  });
  expect(sharedFrom).toEqual(['shell']);
  expect(problems).toEqual([]);
});

test('public routes render the public remote; unknown paths show 404', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await visit(page, '/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await expect(page).toHaveTitle("Packages | Dad's Detailing");
  await page.getByTestId('app-footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  expect(problems).toEqual([]);
});

test('protected routes send visitors to /auth; the forms show the schema messages', async ({ page }) => {
  await page.goto('/cars');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.locator('form[aria-label="Sign In"]').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.locator('form[aria-label="Sign Up"]');
  await signUp.getByLabel('Email').fill('someone@example.com');
  await signUp.getByLabel('Password', { exact: true }).fill('password123');
  await signUp.getByLabel('Confirm Password').fill('password124');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByRole('tab', { name: 'Sign In' }).click();
  const signIn = page.locator('form[aria-label="Sign In"]');
  await signIn.getByLabel('Email').fill(CUSTOMER.email);
  await signIn.getByLabel('Password').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
});

test('sign-up says at the field that the email has an account or the password is a leaked one (issue 36 items 15, 16)', async ({ page }) => {
  // The refusals' 400 and 409 are expected.
  const problems = collectConsoleProblems(page, [/status of 400/, /status of 409/]);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.locator('form[aria-label="Sign Up"]');
  await signUp.getByLabel('First Name').fill('Ana');
  await signUp.getByLabel('Last Name').fill('Lopez');
  await signUp.getByLabel('Email').fill(`leaked-${Date.now()}@example.com`);
  await signUp.getByLabel('Password', { exact: true }).fill('password');
  await signUp.getByLabel('Confirm Password').fill('password');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.locator('#signup-password-error')).toHaveText('This password is on a list of leaked passwords. Please choose another.');
  await expect(signUp.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await signUp.getByLabel('Email').fill(CUSTOMER.email);
  await signUp.getByLabel('Password', { exact: true }).fill('Ana-own-pass-7');
  await signUp.getByLabel('Confirm Password').fill('Ana-own-pass-7');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.locator('#signup-email-error')).toHaveText('An account with this email already exists. Please sign in instead.');
  await expect(signUp.locator('#signup-password-error')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a link opened signed out (the email's Manage booking, /cars) lands on its page after sign-in, not the dashboard", async ({ page, playwright, baseURL }) => {
  const problems = collectConsoleProblems(page);
  const api = await playwright.request.newContext({ baseURL });
  await api.post('/api/login', { data: { email: CUSTOMER.email, password: CUSTOMER.password } });
  const [booking] = (await (await api.get('/api/bookings')).json()) as { id: string }[];
  await api.dispose();
  const signInHere = async () => {
    await expect(page).toHaveURL(/\/auth$/);
    const form = page.locator('form[aria-label="Sign In"]');
    await form.getByLabel('Email').fill(CUSTOMER.email);
    await form.getByLabel('Password').fill(CUSTOMER.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
  };

  await page.goto(`/dadportal/customer/details/${booking.id}#photos`);
  await signInHere();
  await expect(page).toHaveURL(new RegExp(`/dadportal/customer/details/${booking.id}#photos$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await page.goto('/cars');
  await signInHere();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Cars' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a customer signs in to the dashboard, is denied the admin area and logs out', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByText('My Bookings')).toBeVisible();
  await expect(sidebar.getByText('Account Details')).toBeVisible();
  await expect(sidebar.getByText(CUSTOMER.email)).toBeVisible();
  await sidebar.getByText('My Cars').click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Cars' })).toBeVisible();

  await page.goto('/dadportal/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-identity')).toContainText(CUSTOMER.email);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Now serving Orange County')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the user menu stays under its button while the page scrolls, and its entries still work', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  const entry = page.getByRole('menuitem', { name: 'Book Detail' });
  await expect(entry).toBeVisible();
  // The entry's distance below the button, and the same right after the page scrolls (read in the same
  // task, before any scroll handler could move the menu back): the header is sticky, so a menu that
  // moved with the page left the button, and a tap meant for an entry landed on the button instead.
  const moveOnScroll = () =>
    page.evaluate(() => {
      const gap = () => {
        const menuEntry = [...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Book Detail');
        return Math.round(menuEntry!.getBoundingClientRect().y - document.querySelector('[data-testid="user-menu"]')!.getBoundingClientRect().y);
      };
      const before = gap();
      window.scrollBy(0, 300);
      const after = gap();
      window.scrollTo(0, 0);
      return after - before;
    });
  await expect.poll(moveOnScroll).toBe(0);
  await entry.click();
  await expect(page).toHaveURL(/\/book/);
});

test('a DAD lands on /dadportal and reaches routes with params', async ({ page }) => {
  await signIn(page, DAD);
  await expect(page).toHaveURL(/\/dadportal$/);
  await expect(page.getByTestId('sidebar').getByText('Availability')).toBeVisible();
  await page.goto('/dadportal/dad/appointments/some-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Sheet' })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dadportal$/);
});

test('a remote that fails to load shows a retryable error inside the layout', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/admin/**', (route) => (blocked ? route.abort() : route.continue()));
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dadportal\/admin$/);
  await expect(page.getByText('This section is unavailable')).toBeVisible();
  await expect(page.getByText("We couldn't load this part of the site. Please try again.")).toBeVisible();
  // The sidebar is the remote's own (its routes.json, inlined in /remotes.json): it stays while the remote's code cannot load.
  await expect(page.getByTestId('sidebar')).toContainText('Manage DADs');

  // The layout and the other remotes keep working.
  await page.getByTestId('app-footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Retry really loads again.
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByTestId('sidebar').getByText('View All DADs').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage DADs' })).toBeVisible();
});

test('small screens get the header menu in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/');
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-menu').getByText('Sign In')).toBeVisible();
  await expect(page.getByTestId('mobile-menu').getByText('Book Now')).toBeVisible();
  // A visitor's way around the site, on the phone too (issue 36 item 7).
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.getByRole('link')).toHaveText(['Packages', 'Gallery', 'Reviews', 'Book Now', 'Sign In']);
  await checkScreen(page, 'visitor-menu');
  await menu.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(menu).toBeHidden();
});

test('the visitor header leads to Packages, Gallery and Reviews beside Book Now (issue 36 item 7)', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const header = page.getByTestId('app-header');
  await expect(header.getByRole('link')).toHaveText([PRODUCT, 'Packages', 'Gallery', 'Reviews', 'Book Now', 'Sign In']);
  await checkScreen(page, 'visitor-header');
  for (const [name, heading] of [['Gallery', /Gallery/], ['Reviews', /Reviews/], ['Packages', /Packages/]] as const) {
    await header.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  expect(problems).toEqual([]);
});

test('the phone menu lists Dashboard once, on pages with the side navigation and without', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.customer);
  for (const path of ['/cars', '/packages']) {
    await page.goto(path);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('link', { name: 'Book Detail' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});

test('a toast is readable the whole time it shows, sliding in included (axe color-contrast)', async ({ page }) => {
  // Animations at 1/50 speed: axe then checks the toast in the middle of its entrance.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.02 });
  await page.goto('/auth');
  const form = page.locator('form[aria-label="Sign In"]');
  await form.getByLabel('Email').fill(CUSTOMER.email);
  await form.getByLabel('Password').fill(CUSTOMER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.locator('.dd-toast').filter({ hasText: 'Welcome back!' });
  await expect(toast).toBeAttached();
  const { violations } = await axe(page).include('.dd-toast').withRules(['color-contrast']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a toast closes by itself once its time is up (spec §9: 5000 ms by default)', async ({ page }) => {
  await signIn(page, DEMO.customer);
  const toast = page.locator('.dd-toast').filter({ hasText: 'Welcome back!' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 15_000 });
});

test('a toast fits a phone screen: nothing of it is cut off at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.customer);
  const toast = page.locator('.dd-toast').filter({ hasText: 'Welcome back!' });
  await expect(toast).toBeVisible();
  // Wait for the slide-in to finish before measuring.
  // Once it has slid in: from the left edge to the right one.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox({ timeout: 500 });
      return box && box.x >= 0 && box.x + box.width <= 390;
    }, { timeout: 4000 })
    .toBe(true);
});
