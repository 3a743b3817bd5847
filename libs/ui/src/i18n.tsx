import { Suspense, use, useContext, useEffect, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, LinguiContext, useLingui } from '@lingui/react';
import { selectLanguage, startLanguage, useAppSelector } from '@dd/api-client';
import type { Language } from '@dd/contracts/language';
import { fillEnglish, type MessageValues, type UiText } from './ui-text';

export type { MessageValues, UiText } from './ui-text';

/** A catalog module: ICU messages by id, compiled at build time (tools/rspack/catalog-loader.cjs). */
export type CatalogModule = { default: Messages };
export type CatalogLoader = (language: Language) => Promise<CatalogModule>;

const NO_MESSAGES: Promise<CatalogModule> = Promise.resolve({ default: {} });

/** One catalog of an app's instance: its messages in a language, and its English (for the pseudo-locale). */
interface Catalog {
  messages: CatalogLoader;
  english: () => Promise<CatalogModule>;
}

const appCatalogOf = (load: CatalogLoader): Catalog => ({ messages: load, english: () => load('en') });

/**
 * libs/ui's own strings, in every app that bundles its components. Their ids are their English words
 * (`tr('Total')`), so English loads no catalog and a screen outside any I18nRoot (an app not yet
 * translated) still reads English. Two catalogs, one chunk per other language each:
 * `first-screens/locales` holds the words of the components the public home page shows (the package
 * card, the trust claims, the spinner, a failed load), which `/` loads alone (issue 45: 170 KB in
 * every language); `locales` holds all the others.
 */
const uiCatalogOf = (load: CatalogLoader): Catalog => ({ messages: (language) => (language === 'en' ? NO_MESSAGES : load(language)), english: () => load('en') });
const UI_FIRST_SCREENS = uiCatalogOf((language) => import(/* webpackChunkName: "first-words-[request]" */ `./first-screens/locales/${language}.json`));
const UI_OTHERS = uiCatalogOf((language) => import(`./locales/${language}.json`));

/** Which of libs/ui's catalogs an instance loads: all, none (a part that shows no libs/ui component), or the home page's. */
export type UiWords = boolean | 'first-screens';
const uiCatalogs = (withUi: UiWords): Catalog[] => (withUi === true ? [UI_FIRST_SCREENS, UI_OTHERS] : withUi === 'first-screens' ? [UI_FIRST_SCREENS] : []);

/**
 * The pseudo-locale, selectable by a browser test only: it sets `window.__DD_PSEUDO_LOCALE__ = true`
 * before the page's scripts run (page.addInitScript). No switch offers it, and its code is a chunk
 * of its own that a page loads only then: every catalog's English, in the pseudo-locale, whatever
 * the store's language.
 */
const pseudoSelected = () => typeof window !== 'undefined' && (window as { __DD_PSEUDO_LOCALE__?: unknown }).__DD_PSEUDO_LOCALE__ === true;

/** The catalogs' messages in a language, merged (the pseudo-locale's if a browser test chose it). */
async function messagesOf(catalogs: Catalog[], language: Language): Promise<Messages> {
  if (!pseudoSelected()) return Object.assign({}, ...(await Promise.all(catalogs.map((catalog) => catalog.messages(language)))).map((module) => module.default));
  const [{ pseudolocalize }, ...english] = await Promise.all([import('./pseudo-locale'), ...catalogs.map((catalog) => catalog.english())]);
  return pseudolocalize(Object.assign({}, ...english.map((module) => module.default)));
}

/**
 * One app's (the shell's or a remote's) i18n: its own Lingui instance with its own catalogs and
 * libs/ui's, in the language of the shell's store. @lingui/core and @lingui/react are shared
 * singletons (one copy of the code); the instances are not, so a remote built at another time never
 * reads or overwrites another app's messages (decision 0390). `withUi: false` loads the app's own
 * words alone, for a part that shows no libs/ui component (the shell's footer): the page's remote
 * loads libs/ui's words for itself, and the page then downloads them once, not twice.
 * `withUi: 'first-screens'` loads only those of libs/ui's components the public home page shows.
 *
 * `withWords(catalog)` is for the screens that show more words than every screen of the app: it
 * wraps a screen's loader (a lazy import) so that `catalog` (and all of libs/ui's words) load beside
 * its chunk, added to the same instance (Lingui's `i18n.load` adds to a language's messages); from
 * then on every language the page switches to loads them too (decision 0476).
 */
export function appI18n(appCatalog: CatalogLoader, { withUi = true }: { withUi?: UiWords } = {}) {
  const i18n: I18n = setupI18n();
  /** What every language loads: the app's catalog, libs/ui's, and those a screen added (`withWords`). */
  const catalogs: Catalog[] = [appCatalogOf(appCatalog), ...uiCatalogs(withUi)];
  const loading = new Map<Language, Promise<void>>();
  const remember = (language: Language, promise: Promise<void>) => {
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
    return promise;
  };
  const load = (language: Language) => loading.get(language) ?? remember(language, messagesOf([...catalogs], language).then((all) => i18n.load(language, all)));
  // Start on the page's language while the app's first screen loads, not after it.
  void load(startLanguage()).catch(() => undefined);

  function withWords(catalog: CatalogLoader, { withUi: ui = true }: { withUi?: boolean } = {}) {
    const wanted = [appCatalogOf(catalog), ...uiCatalogs(ui)];
    const added = new Map<Language, Promise<void>>();
    const add = () => {
      const language = (i18n.locale as Language | undefined) || startLanguage();
      const fresh = wanted.filter((candidate) => !catalogs.includes(candidate));
      if (fresh.length) {
        // Every later language loads them with the rest; one loaded before, when shown again.
        catalogs.push(...fresh);
        for (const other of [...loading.keys()]) if (other !== language) loading.delete(other);
      }
      // The page's language gets them beside what it holds: the promise Activate holds stays the
      // same, so a screen already shown never falls back to the spinner while they load.
      let promise = added.get(language);
      if (!promise) {
        promise = messagesOf(wanted, language).then((words) => i18n.load(language, words));
        promise.catch(() => added.delete(language));
        added.set(language, promise);
      }
      return promise;
    };
    return <T,>(screen: () => Promise<T>) =>
      (): Promise<T> =>
        Promise.all([screen(), add()]).then(([module]) => module);
  }

  function Activate({ children }: { children: ReactNode }) {
    const language = useAppSelector(selectLanguage);
    use(load(language));
    if (i18n.locale !== language) i18n.activate(language);
    return (
      <I18nProvider i18n={i18n}>
        {children}
      </I18nProvider>
    );
  }

  /** Renders its children in the store's language once that language's catalogs are in. */
  function I18nRoot({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Activate>{children}</Activate>
      </Suspense>
    );
  }
  return { i18n, I18nRoot, load, withWords };
}


/** `t(id, values)` in the nearest app's language, typed by that app's English catalog. */
export function useT<Id extends string = string>(): (id: Id, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}

/** Sets `<html lang>` to the store's language (the shell renders it once). */
export function useDocumentLanguage(): Language {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return language;
}


/**
 * `tr(english, values)` for libs/ui's components and for messages that arrive in English (the
 * contracts' validation messages): the page's language when its catalog has the words, else the
 * English with `{name}` filled in. Works without an I18nRoot (then always English).
 */
export function useUiText(): UiText {
  const context = useContext(LinguiContext);
  const i18n = context?.i18n;
  return (english, values) => (i18n && i18n.messages[english] !== undefined ? i18n._(english, values) : fillEnglish(english, values));
}
