import { CarOutlined } from '@ant-design/icons-svg';
import type { AbstractNode } from '@ant-design/icons-svg/lib/types';
import { VEHICLE_TYPES } from '@dd/contracts/enums';
import { LANGUAGES, type Language } from '@dd/contracts/language';
import type { FirstPaintLanguage, FirstPaintTemplates } from '@dd/contracts/routes';
import { HEADER_TEXT } from '@dd/ui/header-text';
import { PLAIN_CSS, plainButtonClass } from '@dd/ui/plain-css';
import { brand, layout, surfaceStyle } from '@dd/ui/theme';
import { STORAGE_KEY } from './book/stored-draft';
import homeEn from './home/locales/en.json';
import homeEs from './home/locales/es.json';
import homeVi from './home/locales/vi.json';
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
.fp-vehicle{display:flex;flex-direction:column;align-items:center;gap:6px;padding:20px;cursor:pointer;border-radius:12px;border:2px solid ${brand.border};outline-offset:2px;background:${brand.surface}}
.fp-vehicle:has(input:checked){border-color:${brand.primary};background:${brand.primary}0d}
.fp-vehicle:has(input:focus){outline:2px solid ${brand.primary}}
.fp-vehicle .anticon{font-size:32px;color:${brand.textMuted}}
.fp-vehicle:has(input:checked) .anticon{color:${brand.primary}}
${PLAIN_CSS}
</style>`;

const PACKAGES_SLOT = '<!--packages-->';
type Catalog = typeof homeEn & typeof en;
// The home page's catalog and the remote's other one, together: the painted pages take words from both.
const CATALOGS: Record<Language, Catalog> = { en: { ...homeEn, ...en }, es: { ...homeEs, ...es }, vi: { ...homeVi, ...vi } };

// The app's CarOutlined (@ant-design/icons) as it renders it: the same definition, a plain outlined icon.
const CAR = CarOutlined.icon as AbstractNode;
const CAR_ICON = `<span role="img" aria-hidden="true" class="anticon anticon-car"><svg viewBox="${CAR.attrs.viewBox}" focusable="false" data-icon="car" width="1em" height="1em" fill="currentColor" aria-hidden="true">${(CAR.children ?? []).map((child) => `<path d="${child.attrs.d}"></path>`).join('')}</svg></span>`;

/**
 * The booking wizard's first step as BookPage and VehicleStep render it (the same markup and look,
 * the same form fields), so the visitor can choose before the app is there: the shell hands their
 * choice to the app's form, and a Continue the loader held submits it there (decision 0405). A plain
 * GET form, so it is a form without JavaScript too. `data-app-waits` names the wizard's stored draft:
 * a tab that has one may be past this step, so there the app starts at once.
 */
function paintedVehicleStep(m: Catalog): string {
  const stepOf = m['book.stepOf'].replace('{step}', '1').replace('{total}', '5');
  const title = m['book.step.1'];
  const vehicles = VEHICLE_TYPES.map(
    (type) =>
      `<label class="fp-vehicle"><input type="radio" name="vehicleType" value="${type}"${type === 'sedan' ? ' checked' : ''} style="position:absolute;opacity:0;pointer-events:none">${CAR_ICON}<strong style="font-size:18px;color:${brand.text}">${m[`vehicle.${type}`]}</strong><span style="color:${brand.textMuted};font-size:13px;text-align:center">${m[`book.vehicle.hint.${type}`]}</span></label>`,
  ).join('');
  return (
    `<div style="max-width:${layout.contentMaxWidth}px;margin:0 auto;padding:32px 16px;box-sizing:border-box" data-app-waits="${STORAGE_KEY}">` +
    `<h1 style="font-size:32px;margin:0 0 24px;color:${brand.text}">${m['book.title']}</h1>` +
    `<div style="margin-bottom:32px"><div style="display:flex;justify-content:space-between;color:${brand.textMuted};font-size:14px;margin-bottom:8px"><span data-testid="wizard-step">${stepOf}</span><strong style="color:${brand.text}" data-testid="wizard-step-title">${title}</strong></div>` +
    `<div role="progressbar" aria-label="${stepOf}: ${title}" aria-valuemin="0" aria-valuemax="5" aria-valuenow="1" style="height:8px;border-radius:999px;background:${brand.border};overflow:hidden"><div style="width:20%;height:100%;background:${brand.primary}"></div></div></div>` +
    `<div style="background:${surfaceStyle.background};border:${surfaceStyle.border};border-radius:${surfaceStyle.borderRadius}px;padding:${surfaceStyle.padding}px"><form action="/book" method="get">` +
    `<div style="margin-bottom:24px"><h2 style="font-size:24px;margin:0;color:${brand.text}">${m['book.vehicle.heading']}</h2><p style="margin:4px 0 0;color:${brand.textMuted}">${m['book.vehicle.text']}</p></div>` +
    `<fieldset style="border:none;padding:0;margin:0"><legend style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${m['book.vehicle.legend']}</legend>` +
    `<div style="display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,200px),1fr));gap:16px">${vehicles}</div></fieldset>` +
    `<div style="display:flex;justify-content:flex-end;margin-top:24px"><button type="submit" class="${plainButtonClass({ type: 'primary', size: 'large' })}">${m['book.continue']}</button></div>` +
    `</form></div></div>`
  );
}

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
    head: `${STYLE}<header class="fp-header"><a href="/">Dad's Detailing</a><a href="/auth">${HEADER_TEXT[language].signIn}</a></header>`,
    pages: {
      '/': hero('home', true) + packages(m['home.packages.heading']),
      '/packages': hero('packages', false) + packages(m['packages.choose.heading']),
      '/book': paintedVehicleStep(m),
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
