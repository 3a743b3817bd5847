import { PACKAGES_HERO_TEXT } from '@dd/contracts/package';
import { createHash } from 'node:crypto';
import type { PackageDto } from '@dd/contracts/package';
import type { RemoteRoute } from '@dd/contracts/routes';
import { formatMoney, priceFor } from '@dd/domain/pricing';
import { toPackageDto } from '../packages/package.mapper';
import type { PackagesService } from '../packages/packages.service';

export interface FirstPaint {
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

/** The loader's CSP source: the page allows this one inline script and no other. */
export const APP_LOADER_CSP = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

/** index.html with its shell script tag (`<script defer src>`) replaced by the loader at the end of the body (after #root). */
export function startAfterFirstPaint(html: string): string {
  const tag = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(html);
  if (!tag) return html;
  return html.replace(tag[0], '').replace('</body>', `<script data-src="${tag[1]}">${APP_LOADER}</script></body>`);
}

/** Text and double-quoted attribute values of the pages the server writes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// The same look as the app's first screen (libs/ui theme, mfe-public layout), so nothing jumps when it takes over.
const STYLE = `<style>
.fp-header{height:64px;background:#fff;border-bottom:1px solid #e2e8f0;display:flex;align-items:center;justify-content:space-between;padding:0 16px}
.fp-header a{color:#0f172a;text-decoration:none;font-weight:700;font-size:18px}
.fp-hero{background:linear-gradient(135deg,#1e3a8a,#1d4ed8);color:#fff}
.fp-section{max-width:1200px;margin:0 auto;padding:56px 16px;box-sizing:border-box}
.fp-hero h1{color:#fff;font-size:clamp(32px,5vw,48px);line-height:1.15;margin:0}
.fp-hero p{font-size:18px;margin:16px 0 24px;color:rgba(255,255,255,.9)}
.fp-eyebrow{display:inline-block;background:rgba(255,255,255,.15);border:1px solid rgba(255,255,255,.35);border-radius:999px;padding:4px 12px;font-size:13px;margin-bottom:16px}
.fp-cta{display:inline-block;padding:10px 20px;border-radius:8px;font-size:16px;text-decoration:none;margin:0 12px 12px 0;border:1px solid #fff;color:#fff}
.fp-cta.primary{background:#f59e0b;border-color:#f59e0b;color:#0f172a}
.fp-section h2{font-size:30px;margin:0 0 24px;text-align:center;color:#0f172a}
.fp-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,300px),1fr));gap:24px}
.fp-card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}
.fp-card h3{margin:0 0 8px;font-size:20px;color:#0f172a}
.fp-card p{margin:0 0 12px;color:#475569}
.fp-price{font-size:28px;font-weight:700;color:#1d4ed8}
.fp-muted{color:#475569}
</style>`;

const header = `<header class="fp-header"><a href="/">${PRODUCT_NAME}</a><a href="/auth">Sign In</a></header>`;

function hero(eyebrow: string, title: string, text: string, links = true) {
  const ctas = links ? '<a class="fp-cta primary" href="/book">Book Now</a><a class="fp-cta" href="/packages">View Packages</a>' : '';
  return `<section class="fp-hero"><div class="fp-section"><span class="fp-eyebrow">${eyebrow}</span><h1>${title}</h1><p>${text}</p>${ctas}</div></section>`;
}

function packageCards(packages: readonly PackageDto[]) {
  const cards = packages.map(
    (pkg) =>
      `<article class="fp-card"><h3>${escapeHtml(pkg.name)}</h3><p>${escapeHtml(pkg.description)}</p><div class="fp-price">${formatMoney(priceFor(pkg, 'sedan'))}</div></article>`,
  );
  return `<div class="fp-grid">${cards.join('')}</div>`;
}

/**
 * The public pages' first paint, rendered by the server into index.html with the live packages (from
 * the same cache as GET /api/packages, so an admin's price change shows at once): the visitor sees
 * the hero, the headings and the prices before any JavaScript has loaded; the app replaces it when it
 * renders. Every page gets its title and meta description.
 */
export class FirstPaintPages {
  /** `publicRoutes`: the deployed public remote's routes (titles come from the remote that owns them). */
  constructor(
    private readonly packages: PackagesService,
    private readonly publicRoutes: () => RemoteRoute[],
  ) {}

  async render(path: string): Promise<FirstPaint> {
    // Titles and descriptions are the public remote's (its routes.json); the home page's stands in for a page without one.
    const routes = this.publicRoutes();
    const route = routes.find((r) => r.path === path);
    const title = route && path !== '/' ? `${route.title} | ${PRODUCT_NAME}` : SITE_TITLE;
    const description = route?.description ?? routes.find((r) => r.path === '/')?.description ?? SITE_TITLE;
    const body = await this.body(path);
    return { title, description, html: body ? `${STYLE}${header}<main>${body}</main>` : '' };
  }

  private async body(path: string): Promise<string | undefined> {
    if (path === '/') {
      const packages = (await this.packages.listActive()).map(toPackageDto);
      return (
        hero('Now serving Orange County', 'Premium car detailing done right', 'Professional mobile detailing that comes to you, anywhere in Orange County.') +
        `<section class="fp-section" aria-labelledby="fp-packages"><h2 id="fp-packages">Our Packages</h2>${packageCards(packages)}</section>`
      );
    }
    if (path === '/packages') {
      const packages = (await this.packages.listActive()).map(toPackageDto);
      return (
        hero(
          'Mobile detailing across Orange County',
          'Detailing Packages',
          PACKAGES_HERO_TEXT,
          false,
        ) + `<section class="fp-section" aria-labelledby="fp-packages"><h2 id="fp-packages">Choose Your Package</h2>${packageCards(packages)}</section>`
      );
    }
    if (path === '/book') {
      return '<div class="fp-section" style="padding:32px 16px"><h1 style="font-size:32px;margin:0 0 24px;color:#0f172a">Book a Detail</h1><p class="fp-muted">Step 1 of 5: Vehicle Type</p></div>';
    }
    return undefined;
  }
}
