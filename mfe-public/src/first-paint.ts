import { LANGUAGES, type Language } from '@dd/contracts/language';
import type { FirstPaintLanguage, FirstPaintTemplates } from '@dd/contracts/routes';
import { brand } from '@dd/ui/theme';
import en from './locales/en.json';
import es from './locales/es.json';
import vi from './locales/vi.json';
import { REMOTE } from './remote';

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

const PACKAGES_SLOT = '<!--packages-->';
type Catalog = typeof en;
const CATALOGS: Record<Language, Catalog> = { en, es, vi };

/** The header's Sign In, as the shell says it (the shell's catalog holds no first paint). */
const SIGN_IN: Record<Language, string> = { en: 'Sign In', es: 'Iniciar sesión', vi: 'Đăng nhập' };

/** The painted pages in one language: the same words as the screens', from the same catalog. */
function painted(language: Language) {
  const m = CATALOGS[language];
  const hero = (page: 'home' | 'packages', links: boolean) => {
    const ctas = links ? `<a class="fp-cta primary" href="/book">${m['common.bookNow']}</a><a class="fp-cta" href="/packages">${m['common.viewPackages']}</a>` : '';
    // The page is whole, its links plain links: a visitor's app may wait for their first act (the server's loader, decision 0385).
    return `<section class="fp-hero" data-app-waits><div class="fp-section"><span class="fp-eyebrow">${m[`${page}.hero.eyebrow`]}</span><h1>${m[`${page}.hero.title`]}</h1><p>${m[`${page}.hero.text`]}</p>${ctas}</div></section>`;
  };
  const packages = (heading: string) => `<section class="fp-section" aria-labelledby="fp-packages"><h2 id="fp-packages">${heading}</h2><div class="fp-grid">${PACKAGES_SLOT}</div></section>`;
  return {
    head: `${STYLE}<header class="fp-header"><a href="/">Dad's Detailing</a><a href="/auth">${SIGN_IN[language]}</a></header>`,
    pages: {
      '/': hero('home', true) + packages(m['home.packages.heading']),
      '/packages': hero('packages', false) + packages(m['packages.choose.heading']),
      '/book': `<div class="fp-section" style="padding:32px 16px"><h1 style="font-size:32px;margin:0 0 24px;color:${brand.text}">${m['book.title']}</h1><p class="fp-muted">${m['book.stepOf'].replace('{step}', '1').replace('{total}', '5')}: ${m['book.step.1']}</p></div>`,
    },
  };
}

/** The remote's page titles and descriptions in a language (`title./path`, `description./path` in its catalog). */
function titles(language: Language): FirstPaintLanguage['titles'] {
  const m = CATALOGS[language] as Record<string, string>;
  return Object.fromEntries(
    REMOTE.routes.flatMap((route) => {
      const title = m[`title.${route.path}`];
      return title ? [[route.path, { title, description: m[`description.${route.path}`] }]] : [];
    }),
  );
}

/**
 * What the server paints for `/`, `/packages` and `/book` before any JavaScript arrives, with the live
 * packages put into the slot, in each offered language. The build publishes it as first-paint.json
 * beside routes.json, so deploying or rolling back this remote changes the first paint too; the app
 * swaps in when it renders.
 */
export const FIRST_PAINT: FirstPaintTemplates = {
  ...painted('en'),
  packagesSlot: PACKAGES_SLOT,
  packageCard: '<article class="fp-card"><h3>{name}</h3><p>{description}</p><div class="fp-price">{price}</div></article>',
  languages: Object.fromEntries(LANGUAGES.filter((language) => language !== 'en').map((language) => [language, { ...painted(language), titles: titles(language) }])),
};
