import { expect, test, type Page } from '@playwright/test';
import { checkScreen, collectConsoleProblems, visit } from '../../tools/e2e/helpers';

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
    // A visitor's painted page waits for them to do something before the app starts (decisions 0385, 0405).
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

for (const path of ['/', '/packages', '/book']) {
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
    // The painted page alone is accessible (the booking wizard's first step is a form of its own, decision 0405).
    await checkScreen(page, `painted-${path === '/' ? 'home' : path.slice(1)}`);
    expect(seen.shell).toBe(false);

    // The first tap goes to a painted link: it starts the app and still navigates, as a plain link.
    const link = path === '/' ? page.locator('#first-paint').getByRole('link', { name: 'Book Now' }) : page.locator('#first-paint').getByRole('link', { name: 'Sign In' });
    await link.click();
    await expect(page).toHaveURL(path === '/' ? /\/book$/ : /\/auth$/);
    await expect(path === '/' ? page.getByRole('heading', { level: 1, name: 'Book a Detail' }).first() : page.getByRole('form', { name: 'Sign In' })).toBeVisible();
    expect(seen.shell).toBe(true);
    expect(problems).toEqual([]);
  });
}

/** Holds the shell's script until `release()`: what a slow phone's visitor does while the app loads. */
async function holdShell(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('/book: a vehicle chosen on the painted step before the app is there is the app\'s choice when it takes over', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const release = await holdShell(page);
  await page.goto('/book', { waitUntil: 'load' });
  const painted = page.locator('#first-paint');
  // The visitor taps SUV: the app starts loading, and until it is there the painted radio is the choice.
  await painted.getByText('SUV', { exact: true }).click();
  await expect(painted.getByRole('radio', { name: /^SUV/ })).toBeChecked();
  release();
  await expect(painted).toHaveCount(0);
  await expect(page.getByTestId('booking-wizard')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^SUV/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Sedan/ })).not.toBeChecked();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Vehicle Type');
  // The app's own Continue goes on with it.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Prices for your SUV.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('/book: a Continue pressed on the painted step before the app is there is held, and the app goes on with the choice', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const release = await holdShell(page);
  await page.goto('/book', { waitUntil: 'load' });
  const painted = page.locator('#first-paint');
  // By keyboard: Tab to the radios, an arrow key to Truck, Enter submits the painted form.
  await painted.getByRole('radio', { name: /^Sedan/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(painted.getByRole('radio', { name: /^Truck/ })).toBeChecked();
  await page.keyboard.press('Enter');
  // Held, not sent: the page is the same one, still painted.
  await expect(painted.locator('form[data-held]')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Package');
  await expect(page.getByText('Prices for your truck.')).toBeVisible();
  await expect(page).toHaveURL(/\/book\?step=package$/);
  expect(problems).toEqual([]);
});

test('/book: a tab that kept a booking draft starts the app at once, as it may be past the painted step', async ({ page }) => {
  // What the visitor does before the shell's script is asked for (the loader adds it to <head>).
  await page.addInitScript(() => {
    const acts: string[] = [];
    (window as unknown as { acts: string[] }).acts = acts;
    for (const type of ['pointerdown', 'pointermove', 'keydown', 'focusin', 'scroll'])
      addEventListener(type, () => document.querySelector('script[src*="/main."]') || acts.push(type), { capture: true });
  });
  await visit(page, '/book');
  await page.getByText('SUV', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Package');
  await page.reload({ waitUntil: 'load' });
  // With no act at all the app starts and shows where the draft is.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Package');
  await expect(page.getByText('Prices for your SUV.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { acts: string[] }).acts)).toEqual([]);
});

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
