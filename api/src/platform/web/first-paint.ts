import { createHash } from 'node:crypto';
import type { PackageDto } from '@dd/contracts/package';
import type { FirstPaintTemplates, RemoteRoute } from '@dd/contracts/routes';
import { formatMoney, priceFor } from '@dd/domain/pricing';

export interface FirstPaint {
  title: string;
  description: string;
  /** What goes inside #root until the app renders. */
  html: string;
}

const PRODUCT_NAME = "Dad's Detailing";
const SITE_TITLE = `${PRODUCT_NAME}: mobile car detailing in Orange County`;

/**
 * Starts the shell's script on a page the server painted, by the loader's `data-start`:
 * - `paint`: once the first paint is on screen (the browser reports its first contentful paint), not
 *   as soon as it can: a `defer` script downloaded and run before the first frame makes that frame
 *   wait for it, and Lighthouse then counts its download in the LCP. A hidden tab paints nothing, so
 *   there it starts at once; the timer is a last resort.
 * - `interaction`: once the visitor does anything on the page (touch, pointer, key, focus, wheel,
 *   scroll). The painted page is the whole first screen and its links are plain links, so until then
 *   the app would spend a slow phone's main thread on showing what is already there (decision 0385).
 *   The listeners (passive) only start the script: the event itself goes on as it would, so a tap on
 *   a painted link navigates like any link.
 */
const APP_LOADER = `(function (loader) {
  var started = false;
  var firstActs = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  function start() {
    if (started) return;
    started = true;
    firstActs.forEach(function (type) { removeEventListener(type, start, true); });
    var script = document.createElement('script');
    script.src = loader.dataset.src;
    document.head.appendChild(script);
  }
  if (loader.dataset.start === 'interaction') {
    firstActs.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
    return;
  }
  if (document.visibilityState === 'hidden' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})(document.currentScript);`;

/** The loader's CSP source: the page allows this one inline script and no other. */
export const APP_LOADER_CSP = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

/** When the shell's script starts on a painted page (APP_LOADER). */
export type AppStart = 'paint' | 'interaction';

/**
 * The attribute a public remote's painted page carries when it is not the whole first screen (the
 * booking wizard's step is the app's): there the app starts after the first paint, as for a signed-in visitor.
 */
export const NEEDS_APP = 'data-needs-app';

/** index.html with its shell script tag (`<script defer src>`) replaced by the loader at the end of the body (after #root). */
export function startAfterFirstPaint(html: string, start: AppStart = 'paint'): string {
  const tag = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(html);
  if (!tag) return html;
  return html.replace(tag[0], '').replace('</body>', `<script data-src="${tag[1]}" data-start="${start}">${APP_LOADER}</script></body>`);
}

/**
 * A public page's body: the painted content lies over #root (out of the flow, at the top), and the app
 * renders into #root laid out but not shown until its page is there; shell/src/first-paint.ts then
 * removes the painted copy and shows #root where it already is, so the swap lays nothing out again.
 */
export const paintedPage = (html: string) =>
  `<div id="first-paint" style="position:absolute;top:0;left:0;right:0">${html}</div><div id="root" style="visibility:hidden"></div>`;

/** Text and double-quoted attribute values of the pages the server writes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The public pages' first paint: the deployed public remote's templates (its first-paint.json, so the
 * public team changes it with a release of its own) filled with the live packages (from the same cache
 * as GET /api/packages, so an admin's price change shows at once): the visitor sees the hero, the
 * headings and the prices before any JavaScript has loaded; the app replaces it when it renders.
 * Every page gets its title and meta description from the remote's routes.
 */
export class FirstPaintPages {
  /**
   * The live packages (the composition root hands catalog's, as GET /api/packages answers them: the
   * web layer knows no feature), the deployed public remote's routes (titles come from the remote
   * that owns them) and its first paint.
   */
  constructor(
    private readonly activePackages: () => Promise<PackageDto[]>,
    private readonly publicRoutes: () => RemoteRoute[],
    private readonly templates: () => FirstPaintTemplates | undefined,
  ) {}

  async render(path: string): Promise<FirstPaint> {
    // Titles and descriptions are the public remote's (its routes.json); the home page's stands in for a page without one.
    const routes = this.publicRoutes();
    const route = routes.find((r) => r.path === path);
    const title = route && path !== '/' ? `${route.title} | ${PRODUCT_NAME}` : SITE_TITLE;
    const description = route?.description ?? routes.find((r) => r.path === '/')?.description ?? SITE_TITLE;
    const templates = this.templates();
    const page = templates?.pages[path];
    return { title, description, html: templates && page ? `${templates.head}<main>${await this.filled(templates, page)}</main>` : '' };
  }

  private async filled(templates: FirstPaintTemplates, page: string): Promise<string> {
    if (!page.includes(templates.packagesSlot)) return page;
    const packages = await this.activePackages();
    const cards = packages.map((pkg) => {
      const fields: Record<string, string> = { name: escapeHtml(pkg.name), description: escapeHtml(pkg.description), price: formatMoney(priceFor(pkg, 'sedan')) };
      // One pass with a function: a `$&` or `{price}` in a package's text stays text.
      return templates.packageCard.replace(/\{(name|description|price)\}/g, (_slot, field: string) => fields[field]);
    });
    return page.replace(templates.packagesSlot, () => cards.join(''));
  }
}
