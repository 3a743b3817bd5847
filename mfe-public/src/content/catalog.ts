import type { CatalogLoader } from '@dd/ui/i18n';

/**
 * The content pages' catalog with the public remote's two (chunks the page already has), for the
 * shared pieces they show (the booking call to action, the stats): one Lingui instance holds them.
 * The home page's catalog comes in its own chunk, the one src/i18n.ts names.
 */
export const contentCatalog: CatalogLoader = (language) =>
  Promise.all([import(/* webpackChunkName: "first-words-[request]" */ `../home/locales/${language}.json`), import(`../locales/${language}.json`), import(`./locales/${language}.json`)]).then(([home, app, content]) => ({
    default: { ...home.default, ...app.default, ...content.default },
  }));
