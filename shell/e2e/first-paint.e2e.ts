import { expect, test } from '@playwright/test';
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

test("the shell's first chunk, as the browser receives it, asks V8 to compile all of it while it streams in", async ({ page }) => {
  // The script the first paint's loader starts: the shell's main chunk (tools/rspack: the compile hint goes in after minification).
  const firstChunk = page.waitForResponse((response) => /\/main\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto('/');
  // Whichever precompressed copy the server picks: each is made after the hint went in.
  expect((await (await firstChunk).text()).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
});
