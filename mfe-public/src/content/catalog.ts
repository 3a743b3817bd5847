import type { CatalogLoader } from '@dd/ui/i18n';

/**
 * The content pages' catalog with the public remote's (a chunk the page already has), for the shared
 * pieces they show (the booking call to action, the stats): one Lingui instance holds both.
 */
export const contentCatalog: CatalogLoader = (language) =>
  Promise.all([import(`../locales/${language}.json`), import(`./locales/${language}.json`)]).then(([app, content]) => ({ default: { ...app.default, ...content.default } }));
