import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems } from '../../tools/e2e/helpers';

/**
 * A public page's server paint (api/src/platform/web/first-paint.ts) and the app (shell/src/first-paint.ts):
 * the painted page stays on screen, the same nodes, until the app's page is there; meanwhile the app
 * lays itself out under it as it renders (not all at once in the frame of the swap); at the swap the
 * app's page shows at once, and nothing shifts.
 */
interface Seen {
  paintedHeading: string | null;
  sameNodes: boolean;
  appLaidOutUnderPaint: boolean;
  swapped: boolean;
  shownAtSwap: boolean;
  shifts: number;
}

for (const path of ['/', '/book']) {
  test(`${path}: the painted page stays until the app's page is there, and the app is laid out under it before the swap`, async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.addInitScript(() => {
      const seen: Seen = { paintedHeading: null, sameNodes: true, appLaidOutUnderPaint: false, swapped: false, shownAtSwap: false, shifts: 0 };
      (window as unknown as { __seen: Seen }).__seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) seen.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      let heading: Element | null = null;
      // Every frame until the swap: the painted heading is the same node, and whether the app's header (rendered first) has a box yet.
      const frame = () => {
        const painted = document.getElementById('first-paint');
        const root = document.getElementById('root');
        if (painted) {
          const current = painted.querySelector('h1');
          heading ??= current;
          seen.paintedHeading ??= current?.textContent ?? null;
          if (current !== heading) seen.sameNodes = false;
          if ((root?.querySelector('header')?.getBoundingClientRect().height ?? 0) > 0) seen.appLaidOutUnderPaint = true;
        } else if (heading) {
          // The first frame without the painted page shows the app's page.
          const appHeading = root?.querySelector('h1');
          seen.swapped = true;
          seen.shownAtSwap = !!appHeading && appHeading.getBoundingClientRect().height > 0 && getComputedStyle(appHeading).visibility === 'visible';
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });

    await page.goto(path);
    // `/` waits for the visitor to do something before the app starts (decision 0385); /book starts after the paint.
    await page.mouse.move(5, 5);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('#root h1').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen.swapped)).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
    expect(seen).toEqual({
      paintedHeading: expect.stringMatching(/\w/),
      sameNodes: true,
      appLaidOutUnderPaint: true,
      swapped: true,
      shownAtSwap: true,
      shifts: 0,
    });
    expect(problems).toEqual([]);
  });
}

/** Whether the page asked for the shell's script (the loader adds it), and the painted heading marked as the same node. */
const shellRequested = (page: Page) => {
  const seen = { shell: false };
  page.on('request', (request) => {
    if (/\/main\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) seen.shell = true;
  });
  return seen;
};
const markPaintedHeading = (page: Page) =>
  page.evaluate(() => {
    (document.querySelector('#first-paint h1') as HTMLElement & { marked?: boolean }).marked = true;
  });
const paintedHeadingIsMarked = (page: Page) => page.evaluate(() => (document.querySelector('#first-paint h1') as (HTMLElement & { marked?: boolean }) | null)?.marked === true);

for (const path of ['/', '/packages']) {
  test(`${path}: a visitor's painted page stays, the same nodes, with no app started until they act; a tap before start-up follows the link`, async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const seen = shellRequested(page);
    await page.goto(path, { waitUntil: 'load' });
    await markPaintedHeading(page);
    // Loaded, idle on the network, and a second idle window of the browser's own: still the painted page, and no app asked for.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(await paintedHeadingIsMarked(page)).toBe(true);
    expect(seen.shell).toBe(false);
    await expect(page.locator('#root')).toBeEmpty();

    // The first tap goes to a painted link: it starts the app and still navigates, as a plain link.
    const link = path === '/' ? page.locator('#first-paint').getByRole('link', { name: 'Book Now' }) : page.locator('#first-paint').getByRole('link', { name: 'Sign In' });
    await link.click();
    await expect(page).toHaveURL(path === '/' ? /\/book$/ : /\/auth$/);
    await expect(path === '/' ? page.getByRole('heading', { level: 1, name: 'Book a Detail' }).first() : page.getByRole('form', { name: 'Sign In' })).toBeVisible();
    expect(seen.shell).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('/: the first key press starts the app, and the painted link that had the focus hands it to the same link in the app', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const seen = shellRequested(page);
  await page.goto('/', { waitUntil: 'load' });
  await page.keyboard.press('Tab');
  await expect(page.locator('#first-paint a[href="/"]')).toBeFocused();
  await expect.poll(() => seen.shell).toBe(true);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByTestId('marketing-home')).toBeVisible();
  await expect(page.locator('#root a[href="/"]').first()).toBeFocused();
  expect(problems).toEqual([]);
});

test('/: a signed-in visitor\'s app starts after the paint, without waiting for them to act', async ({ page, baseURL }) => {
  const seen = shellRequested(page);
  // The server looks only at whether the session cookie is there (an expired session's app shows the visitor's page).
  await page.context().addCookies([{ name: 'dd.sid', value: 'not-a-session', url: baseURL }]);
  await page.goto('/');
  await expect.poll(() => seen.shell).toBe(true);
});

test("the shell's first chunk, as the browser receives it, asks V8 to compile all of it while it streams in", async ({ page }) => {
  // The script the first paint's loader starts: the shell's main chunk (tools/rspack: the compile hint goes in after minification).
  const firstChunk = page.waitForResponse((response) => /\/main\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto('/');
  await page.mouse.move(5, 5);
  // Whichever precompressed copy the server picks: each is made after the hint went in.
  expect((await (await firstChunk).text()).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
});
