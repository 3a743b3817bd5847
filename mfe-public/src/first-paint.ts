import type { FirstPaintTemplates } from '@dd/contracts/routes';
import { brand } from '@dd/ui/theme';
import { HOME_HERO, PACKAGES_HERO } from './hero-text';

// The look of the app's first screens (libs/ui theme, src/common/layout), so nothing jumps when the app takes over.
const STYLE = `<style>
.fp-header{height:64px;background:#fff;border-bottom:1px solid ${brand.border};display:flex;align-items:center;justify-content:space-between;padding:0 16px}
.fp-header a{color:${brand.text};text-decoration:none;font-weight:700;font-size:18px}
.fp-hero{background:linear-gradient(135deg,${brand.primaryDark},${brand.primary});color:#fff}
.fp-section{max-width:1200px;margin:0 auto;padding:56px 16px;box-sizing:border-box}
.fp-hero h1{color:#fff;font-size:clamp(32px,5vw,48px);line-height:1.15;margin:0}
.fp-hero p{font-size:18px;margin:16px 0 24px;color:rgba(255,255,255,.9)}
.fp-eyebrow{display:inline-block;background:rgba(255,255,255,.15);border:1px solid rgba(255,255,255,.35);border-radius:999px;padding:4px 12px;font-size:13px;margin-bottom:16px}
.fp-cta{display:inline-block;padding:10px 20px;border-radius:8px;font-size:16px;text-decoration:none;margin:0 12px 12px 0;border:1px solid #fff;color:#fff}
.fp-cta.primary{background:${brand.accent};border-color:${brand.accent};color:${brand.onAccent}}
.fp-cta:focus-visible{outline:2px solid ${brand.primaryDark};outline-offset:2px;box-shadow:0 0 0 2px #fff}
.fp-section h2{font-size:30px;margin:0 0 24px;text-align:center;color:${brand.text}}
.fp-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,300px),1fr));gap:24px}
.fp-card{background:#fff;border:1px solid ${brand.border};border-radius:12px;padding:24px}
.fp-card h3{margin:0 0 8px;font-size:20px;color:${brand.text}}
.fp-card p{margin:0 0 12px;color:${brand.textMuted}}
.fp-price{font-size:28px;font-weight:700;color:${brand.primary}}
.fp-muted{color:${brand.textMuted}}
</style>`;

function hero({ eyebrow, title, text }: { eyebrow: string; title: string; text: string }, links = true) {
  const ctas = links ? '<a class="fp-cta primary" href="/book">Book Now</a><a class="fp-cta" href="/packages">View Packages</a>' : '';
  // The page is whole, its links plain links: a visitor's app may wait for their first act (the server's loader, decision 0385).
  return `<section class="fp-hero" data-app-waits><div class="fp-section"><span class="fp-eyebrow">${eyebrow}</span><h1>${title}</h1><p>${text}</p>${ctas}</div></section>`;
}

const packages = (heading: string) => `<section class="fp-section" aria-labelledby="fp-packages"><h2 id="fp-packages">${heading}</h2><div class="fp-grid">${PACKAGES_SLOT}</div></section>`;
const PACKAGES_SLOT = '<!--packages-->';

/**
 * What the server paints for `/`, `/packages` and `/book` before any JavaScript arrives, with the live
 * packages put into the slot. The build publishes it as first-paint.json beside routes.json, so
 * deploying or rolling back this remote changes the first paint too; the app swaps in when it renders.
 */
export const FIRST_PAINT: FirstPaintTemplates = {
  head: `${STYLE}<header class="fp-header"><a href="/">Dad's Detailing</a><a href="/auth">Sign In</a></header>`,
  pages: {
    '/': hero(HOME_HERO) + packages('Our Packages'),
    '/packages': hero(PACKAGES_HERO, false) + packages('Choose Your Package'),
    '/book': `<div class="fp-section" style="padding:32px 16px"><h1 style="font-size:32px;margin:0 0 24px;color:${brand.text}">Book a Detail</h1><p class="fp-muted">Step 1 of 5: Vehicle Type</p></div>`,
  },
  packagesSlot: PACKAGES_SLOT,
  packageCard: '<article class="fp-card"><h3>{name}</h3><p>{description}</p><div class="fp-price">{price}</div></article>',
};
