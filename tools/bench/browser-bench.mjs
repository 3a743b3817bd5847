// What a first-time visitor's Chromium downloads (bytes on the wire, from its network log) and
// Lighthouse's mobile scores, for `npm run bench`.
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Loads `path` in a fresh context and records every response's encoded (on-the-wire) size from the
 * DevTools network log, until `ready` (a selector of the app's own content) shows once the visitor has
 * moved the pointer: that is the page being the app's. Returns the JavaScript rows and the request count up to then.
 */
export async function firstVisit(base, path, ready, locale = 'en-US') {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    // The browser's language (Accept-Language): the server paints in it and the page loads its catalogs.
    const page = await (await browser.newContext({ locale })).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map();
    const finished = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => responses.set(requestId, { url: response.url, type, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] }));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finished.push({ requestId, bytes: encodedDataLength }));
    await page.goto(base + path);
    // A visitor's painted page starts the app on their first act (decision 0385): the pointer moves, as a visitor's would.
    await page.mouse.move(5, 5);
    await page.locator(ready).first().waitFor();
    const interactive = finished.map(({ requestId, bytes }) => ({ ...responses.get(requestId), bytes })).filter((r) => r.url);
    return {
      language: await page.evaluate(() => document.documentElement.lang),
      requests: interactive.length,
      scripts: interactive.filter((r) => r.type === 'Script').map((r) => ({ path: new URL(r.url).pathname, bytes: r.bytes, encoding: r.encoding ?? 'none' })),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Which app a script belongs to and what it is, from its URL: the shell is served at /, a remote's
 * release under /remotes/<name>/<version>/ (the shell's main chunk holds the shared singletons).
 */
export function describeScript(path) {
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(path);
  if (!remote) {
    if (/^\/main\.[^/]*\.js$/.test(path)) return 'shell: entry + shared singletons (react, react-dom, router, redux, RTK, @dd/api-client) + federation runtime';
    return /^\/app\.[^/]*\.js$/.test(path) ? 'shell: app code (bootstrap, store, layout)' : 'shell: a lazy part';
  }
  const [, name, file] = remote;
  if (file === 'remoteEntry.js') return `${name} remote: container entry (runs on the shell's federation runtime)`;
  if (file.startsWith('__federation_expose_')) return `${name} remote: ./Module`;
  return `${name} remote: screen chunk`;
}

/**
 * The page the server paints at `path`, with no JavaScript at all, served by a bare node:http: the
 * floor of this host in the same run. A navigation's own main-thread work (committing it, creating
 * the page's JavaScript context) is one task of 15-35 ms here before any script runs; Lighthouse
 * multiplies it by 4 and counts what falls after the first paint, so even this page's TBT is not 0.
 */
export async function barePaintedPage(base, path) {
  const html = (await (await fetch(base + path)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}${path}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Lighthouse runs per URL: the score moves from run to run on a busy 2-core machine, so its median counts. */
export const LIGHTHOUSE_RUNS = 5;

/**
 * One Lighthouse run that completed. A run it could not record (NO_NAVSTART and the like: "Please run
 * Lighthouse again") is run again, twice at most; then it says why rather than print a median of nothing.
 */
async function lighthouseRun(url, port, flags = {}) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'], ...flags });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

/**
 * Lighthouse 12 with its default (mobile, simulated slow 4G, 4x CPU slowdown) settings, LIGHTHOUSE_RUNS
 * times on each URL. Each run keeps Lighthouse's `benchmarkIndex` (how fast this machine was just
 * then: the same page scores about 20 points higher on a fast host); the row is the median run by
 * performance score, with every run's score, TBT and benchmarkIndex beside it.
 */
export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const rows = [];
    for (const url of urls) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const lhr = await lighthouseRun(url, chrome.port);
        const score = (name) => Math.round((lhr.categories[name].score ?? 0) * 100);
        const failed = (name) =>
          lhr.categories[name].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1).map((ref) => ref.id);
        runs.push({
          url,
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          failing: [...failed('accessibility'), ...failed('seo')],
        });
      }
      const byScore = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      const median = byScore[Math.floor(runs.length / 2)];
      const medianTbt = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)].tbtMs;
      rows.push({ ...median, medianTbtMs: medianTbt, runs });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/** CPU slowdowns of the public pages' Lighthouse part: its default (a mid-range phone) and a slow phone. */
export const SLOWDOWNS = [4, 10];
export const THROTTLED_RUNS = 3;

/**
 * The public pages on slow phones (issue 40): Lighthouse's mobile emulation at each CPU slowdown of
 * SLOWDOWNS, THROTTLED_RUNS runs each, in one Chromium, every run with its `benchmarkIndex` (how fast
 * this machine was just then). `pages` maps a name to the URL of the page as served and to the same
 * page painted with no JavaScript (barePaintedPage): the floor of this host in the same run.
 */
export async function throttledLighthouse(pages, runsEach = THROTTLED_RUNS) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  try {
    const rows = [];
    for (const { name, url, floorUrl } of pages) {
      for (const slowdown of SLOWDOWNS) {
        const measure = async (target) => {
          const runs = [];
          for (let i = 0; i < runsEach; i++) {
            const lhr = await lighthouseRun(target, chrome.port, { onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier: slowdown } });
            if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== slowdown) throw new Error(`Lighthouse ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}x, not ${slowdown}x`);
            runs.push({
              performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
              tbtMs: lhr.audits['total-blocking-time'].numericValue,
              lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
              benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
              // Whether the shell's script ran in the measured load (a visitor's / and /packages wait for them).
              appStarted: lhr.audits['network-requests'].details.items.some((item) => /\/main\.[0-9a-f]+\.js$/.test(new URL(item.url).pathname)),
            });
          }
          return { runs, performance: median(runs.map((r) => r.performance)), tbtMs: median(runs.map((r) => r.tbtMs)), lcpMs: median(runs.map((r) => r.lcpMs)) };
        };
        rows.push({ name, slowdown, app: await measure(url), floor: await measure(floorUrl) });
      }
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
