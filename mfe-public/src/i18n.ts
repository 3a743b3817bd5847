import { appI18n, useT as useUiT } from '@dd/ui/i18n';
import type homeEn from './home/locales/en.json';
import type en from './locales/en.json';

/**
 * The public remote's messages, one chunk per catalog and language, only the page's language loaded.
 * Every screen loads the home page's catalog (src/home/locales: the home page's words and those it
 * shares with the others, the calls to action, the stats and the package list) with the words of
 * libs/ui's components it shows; that is all `/` loads. The other screens load the remote's catalog
 * (src/locales) and all of libs/ui's beside their chunk (`withScreenWords`, in Module.tsx), into
 * the same instance (decision 0476).
 */
const publicI18n = appI18n((language) => import(/* webpackChunkName: "first-words-[request]" */ `./home/locales/${language}.json`), { withUi: 'first-screens' });
export const { I18nRoot } = publicI18n;

/** A screen loader that also loads the remote's catalog and all of libs/ui's words beside the screen's chunk. */
export const withScreenWords = publicI18n.withWords((language) => import(`./locales/${language}.json`));

export type HomeMessageId = keyof typeof homeEn;
export type PublicMessageId = keyof typeof en | HomeMessageId;

/** `t(id, values)` with the public remote's ids (a typo in an id fails the typecheck), on every screen but the home page. */
export const useT = () => useUiT<PublicMessageId>();

/**
 * `t(id, values)` with the home page's ids only: the home page and the pieces it shows
 * (src/common's call to action, stats and package list) read it, so an id it does not load fails
 * the typecheck (src/home/home-words.spec.ts holds that they use nothing else).
 */
export const useHomeT = () => useUiT<HomeMessageId>();
