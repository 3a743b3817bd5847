import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { axe, deployedRoutes, signIn, visit } from '../../tools/e2e/helpers';

const ACCOUNT_FOR = { customerArea: DEMO.customer, dadArea: DEMO.dad, adminArea: DEMO.admin } as const;
/**
 * Opt-in (WALK_DIR=/some/folder): every route of every role on the demo data at 390x844 and
 * 1280x900, a full-page screenshot of each in WALK_DIR, axe on each (label-content-name-mismatch on),
 * no sideways scrolling. Every finding is written to WALK_DIR/<role>-findings.txt; a serious or
 * critical axe rule, a missing heading or a sideways scroll fails. About 8 minutes on a quiet machine.
 */
const OUT = process.env.WALK_DIR ?? '';
test.skip(!OUT, 'set WALK_DIR to walk every route');
test.describe.configure({ timeout: 900_000 });

/** Real ids for the :id routes, from the signed-in role's own lists. */
async function ids(page: Page, area: string): Promise<Record<string, string>> {
  const get = async (url: string) => (await page.request.get(url)).json();
  if (area === 'customerArea') {
    const bookings = (await get('/api/bookings')) as Array<{ id: string; status: string }>;
    return { id: (bookings.find((b) => b.status === 'completed') ?? bookings[0]).id };
  }
  if (area === 'dadArea') {
    const jobs = (await get('/api/dad/bookings')) as Array<{ id: string; customerId: string }>;
    return { id: jobs[0].id, customerId: jobs[0].customerId };
  }
  const customers = (await get('/api/admin/customers?limit=5')) as Array<{ id: string }>;
  return { id: customers[0]?.id ?? '' };
}

async function walk(page: Page, label: string, paths: string[]) {
  const findings: string[] = [];
  const failures: string[] = [];
  for (const path of paths) {
    for (const [width, height] of [[390, 844], [1280, 900]] as const) {
      await page.setViewportSize({ width, height });
      await visit(page, path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 }).catch(() => failures.push(`${path} @${width}: no h1`));
      await page.waitForTimeout(300);
      const { violations } = await axe(page).analyze();
      for (const v of violations) {
        const line = `${label} ${path} @${width}: ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`;
        findings.push(line);
        if (v.impact === 'serious' || v.impact === 'critical') failures.push(line);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) failures.push(`${label} ${path} @${width}: scrolls sideways by ${overflow}px`);
      const name = `${label}${path.replace(/[/:?=&]+/g, '_')}-${width}.png`;
      await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
    }
  }
  writeFileSync(`${OUT}/${label}-findings.txt`, [...findings, ...failures].join('\n') + '\n');
  expect(failures).toEqual([]);
}

test('visitor walk', async ({ page }) => {
  const routes = (await deployedRoutes(page.request)).filter((r) => !r.permission);
  await walk(page, 'visitor', ['/', ...routes.filter((r) => r.path !== '/').map((r) => r.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')), '/auth', '/auth/forgot']);
});

for (const area of ['customerArea', 'dadArea', 'adminArea'] as const) {
  test(`${area} walk`, async ({ page }) => {
    await signIn(page, ACCOUNT_FOR[area]);
    const known = await ids(page, area);
    const routes = (await deployedRoutes(page.request)).filter((r) => r.permission === area);
    const paths = routes.map((r) => r.path.replace(/:(\w+)/g, (_, key: string) => known[key] ?? known.id));
    await walk(page, area, area === 'customerArea' ? ['/', ...paths] : paths);
  });
}
