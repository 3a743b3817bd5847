import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dd/contracts/language';
import type { PackageDto } from '@dd/contracts/package';
import type { FirstPaintTemplates, RemoteRoute } from '@dd/contracts/routes';
import { formatMoney, priceFor } from '@dd/domain/pricing';

export interface FirstPaint {
  /** The visitor's language (`<html lang>`): the app renders in it, over an English paint when the remote paints none in it. */
  language: Language;
  title: string;
  description: string;
  /** What goes inside #root until the app renders. */
  html: string;
}

const PRODUCT_NAME = "Dad's Detailing";
const SITE_TITLE = `${PRODUCT_NAME}: mobile car detailing in Orange County`;

/**
 * Starts the shell's script once the first paint is on screen (the browser reports its first
 * contentful paint), not as soon as it can: a `defer` script downloaded and run before the first
 * frame makes that frame wait for it, and Lighthouse then counts its download in the LCP. A hidden
 * tab paints nothing, so there it starts at once; the timer is a last resort.
 */
const APP_LOADER = `(function (loader) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = loader.dataset.src;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})(document.currentScript);`;

/**
 * The loader of a visitor's page that is the whole first screen: the shell's script starts once the
 * visitor does anything on it (a touch or the pointer, a key, focus, scrolling), not before: until
 * then the app would spend a slow phone's main thread on showing what is already there (decision
 * 0385). Its listeners are passive and only start the script, so the act itself goes on as it would:
 * a tap on a painted link navigates like any link. A painted form's submit (the booking wizard's
 * first step) is held instead, marked `data-held`, for the app's form to take at the swap (decision
 * 0405). When the painted page's `data-app-waits` names a sessionStorage key this tab holds (the
 * wizard's draft: the app may be past the painted step), the script starts at once. Written small by
 * hand, as it is in the page.
 */
const ON_FIRST_ACT = [
  '(l=>{let s;const go=()=>s||(s=document.createElement("script"),s.src=l.dataset.src,document.head.append(s)),',
  'p=document.getElementById("first-paint"),k=p.querySelector("[data-app-waits]").dataset.appWaits;',
  'try{if(k&&sessionStorage.getItem(k)!=null)return go()}catch(e){}',
  'addEventListener("submit",e=>{p.contains(e.target)&&(e.preventDefault(),e.target.dataset.held="",go())});',
  '["pointerdown","pointermove","keydown","focusin","scroll"].forEach(t=>addEventListener(t,go,{capture:!0,passive:!0}))})(document.currentScript)',
].join('');

/** When the shell's script starts on a painted page: after the paint (APP_LOADER) or on the visitor's first act (ON_FIRST_ACT). */
export type AppStart = 'paint' | 'interaction';
const LOADERS: Record<AppStart, string> = { paint: APP_LOADER, interaction: ON_FIRST_ACT };

/** The loaders' CSP sources: a page allows these inline scripts and no other. */
export const APP_LOADERS_CSP = Object.values(LOADERS).map((loader) => `'sha256-${createHash('sha256').update(loader).digest('base64')}'`);

/**
 * The attribute a public remote's painted page carries when it is the whole first screen, links and
 * forms and all (the home and packages pages, the booking wizard's first step): there a visitor's app
 * waits for their first act. Its value, if any, names the sessionStorage key that says this tab's app
 * may be past the painted page. A page without it (an older remote release's), and a signed-in
 * visitor's, start the app after the paint.
 */
export const APP_WAITS = 'data-app-waits';

/** index.html with its shell script tag (`<script defer src>`) replaced by the loader at the end of the body (after #root). */
export function startAfterFirstPaint(html: string, start: AppStart = 'paint'): string {
  const tag = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(html);
  if (!tag) return html;
  return html.replace(tag[0], '').replace('</body>', `<script data-src="${tag[1]}">${LOADERS[start]}</script></body>`);
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

  /**
   * The page in `language` when the deployed remote paints that language (its first-paint.json's
   * `languages`), else in English: the app then renders in the visitor's language over it.
   */
  async render(path: string, language: Language = DEFAULT_LANGUAGE): Promise<FirstPaint> {
    // Titles and descriptions are the public remote's (its routes.json); the home page's stands in for a page without one.
    const routes = this.publicRoutes();
    const route = routes.find((r) => r.path === path);
    const templates = this.templates();
    const translated = language === DEFAULT_LANGUAGE ? undefined : templates?.languages?.[language];
    const named = translated?.titles[path];
    const home = translated?.titles['/'];
    let title = route && path !== '/' ? `${route.title} | ${PRODUCT_NAME}` : SITE_TITLE;
    let description = route?.description ?? routes.find((r) => r.path === '/')?.description ?? SITE_TITLE;
    if (translated) {
      title = named && path !== '/' ? `${named.title} | ${PRODUCT_NAME}` : (home?.title ?? title);
      description = named?.description ?? home?.description ?? description;
    }
    const page = (translated ?? templates)?.pages[path];
    const head = (translated ?? templates)?.head;
    return {
      language,
      title,
      description,
      html: templates && page ? `${head}<main>${await this.filled(templates, page)}</main>` : '',
    };
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

/**
 * The same page in each offered language, for search engines (`hreflang`): `?lang=xx` asks for one,
 * and the address without it is the default (the visitor's own language, by cookie or Accept-Language).
 * Fully qualified on PUBLIC_URL, as search engines (and Lighthouse's hreflang audit) require.
 */
export function languageLinks(publicUrl: string, path: string): string {
  const href = (language?: Language) => escapeHtml(`${publicUrl}${path}${language ? `?lang=${language}` : ''}`);
  return [...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}" />`), `<link rel="alternate" hreflang="x-default" href="${href()}" />`].join('');
}
