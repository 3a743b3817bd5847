import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RemoteName } from '@dd/contracts/routes';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { navigateInApp, signIn, visit } from '../../tools/e2e/helpers';

interface Area {
  /** Who uses it (none: a visitor). */
  account?: { email: string; password: string };
  /** Two screens of the remote, each its own chunk, by path and h1. */
  first: [string, string];
  second: [string, string];
}

const AREAS: Record<RemoteName, Area> = {
  public: { first: ['/packages', 'Detailing Packages'], second: ['/faq', 'FAQ'] },
  customer: { account: DEMO.customer, first: ['/dadportal/customer', 'Dashboard'], second: ['/dadportal/customer/cars', 'My Cars'] },
  dad: { account: DEMO.dad, first: ['/dadportal/dad', 'Dashboard'], second: ['/dadportal/customers', 'Customers'] },
  admin: { account: DEMO.admin, first: ['/dadportal/admin', 'Admin Dashboard'], second: ['/dadportal/admin/dads', 'Manage DADs'] },
};
/** While a remote is down, a user of this other area keeps working. */
const BYSTANDER: Record<RemoteName, RemoteName> = { public: 'customer', customer: 'dad', dad: 'customer', admin: 'customer' };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const unavailable = (page: Page) => page.getByText('This section is unavailable');

async function userOf(browser: Browser, area: Area): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (area.account) await signIn(page, area.account);
  return { context, page };
}

/** A switch for one remote's files in a context: `down` answers its manifest 404, `chunks` fails its JavaScript. */
async function outage(context: BrowserContext, remote: RemoteName) {
  const state = { down: false, chunks: false };
  await context.route(`**/remotes/${remote}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (state.down && path.endsWith('/mf-manifest.json')) return route.fulfill({ status: 404, body: 'Not Found' });
    if (state.chunks && path.endsWith('.js')) return route.abort('failed');
    return route.continue();
  });
  return state;
}

for (const remote of Object.keys(AREAS) as RemoteName[]) {
  test(`the ${remote} remote down: its users get Retry that recovers, and the ${BYSTANDER[remote]} area keeps working`, async ({ browser }) => {
    test.setTimeout(180_000);
    const area = AREAS[remote];
    const bystanderArea = AREAS[BYSTANDER[remote]];
    const user = await userOf(browser, area);
    const bystander = await userOf(browser, bystanderArea);
    const [forUser, forBystander] = [await outage(user.context, remote), await outage(bystander.context, remote)];

    // 1. The manifest answers 404 (a bad deploy): the area shows its error state, the other area works.
    forUser.down = forBystander.down = true;
    // A visitor's act starts the app on a page painted whole (decision 0385); signed in, it starts at once.
    await visit(user.page, area.first[0]);
    await expect(unavailable(user.page)).toBeVisible();
    await bystander.page.goto(bystanderArea.first[0]);
    await expect(heading(bystander.page, bystanderArea.first[1])).toBeVisible();
    await navigateInApp(bystander.page, bystanderArea.second[0]);
    await expect(heading(bystander.page, bystanderArea.second[1])).toBeVisible();
    // Back up: Retry loads it in place.
    forUser.down = false;
    await user.page.getByRole('button', { name: 'Retry' }).click();
    await expect(heading(user.page, area.first[1])).toBeVisible();

    // 2. Mid-session, the next screen's chunk fails to load: the error state inside the layout, then Retry recovers.
    forUser.chunks = true;
    await navigateInApp(user.page, area.second[0]);
    await expect(unavailable(user.page)).toBeVisible();
    await expect(user.page.getByTestId('app-footer')).toBeVisible();
    forUser.chunks = false;
    await user.page.getByRole('button', { name: 'Retry' }).click();
    await expect(heading(user.page, area.second[1])).toBeVisible();

    await Promise.all([user.context.close(), bystander.context.close()]);
  });
}
