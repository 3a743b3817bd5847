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

/**
 * libs/ui's own strings, in every app that bundles its components. Their ids are their English words
 * (`tr('Total')`), so English loads no catalog and a screen outside any I18nRoot (an app not yet
 * translated) still reads English. One chunk per other language.
 */
const uiMessages: CatalogLoader = (language) => import(`./locales/${language}.json`);
const uiCatalog: CatalogLoader = (language) => (language === 'en' ? Promise.resolve({ default: {} }) : uiMessages(language));

/**
 * The pseudo-locale, selectable by a browser test only: it sets `window.__DD_PSEUDO_LOCALE__ = true`
 * before the page's scripts run (page.addInitScript). No switch offers it, and its code is a chunk
 * of its own that a page loads only then.
 */
const pseudoSelected = () => typeof window !== 'undefined' && (window as { __DD_PSEUDO_LOCALE__?: unknown }).__DD_PSEUDO_LOCALE__ === true;

/** The English catalogs (libs/ui's and the app's) in the pseudo-locale, whatever the store's language. */
async function pseudoCatalogs(appCatalog: CatalogLoader, withUi: boolean): Promise<Messages> {
  const [{ pseudolocalize }, ui, app] = await Promise.all([import('./pseudo-locale'), withUi ? uiMessages('en') : { default: {} }, appCatalog('en')]);
  return pseudolocalize({ ...ui.default, ...app.default });
}

/**
 * One app's (the shell's or a remote's) i18n: its own Lingui instance with its own catalogs and
 * libs/ui's, in the language of the shell's store. @lingui/core and @lingui/react are shared
 * singletons (one copy of the code); the instances are not, so a remote built at another time never
 * reads or overwrites another app's messages (decision 0390). `withUi: false` loads the app's own
 * words alone, for a part that shows no libs/ui component (the shell's footer): the page's remote
 * loads libs/ui's words for itself, and the page then downloads them once, not twice.
 */
export function appI18n(appCatalog: CatalogLoader, { withUi = true }: { withUi?: boolean } = {}) {
  const i18n: I18n = setupI18n();
  const loading = new Map<Language, Promise<void>>();
  const load = (language: Language) => {
    let promise = loading.get(language);
    if (!promise) {
      const shared = withUi ? uiCatalog(language) : Promise.resolve({ default: {} });
      const messages = pseudoSelected() ? pseudoCatalogs(appCatalog, withUi) : Promise.all([shared, appCatalog(language)]).then(([ui, app]) => ({ ...ui.default, ...app.default }));
      promise = messages.then((all) => i18n.load(language, all));
      promise.catch(() => loading.delete(language));
      loading.set(language, promise);
    }
    return promise;
  };
  // Start on the page's language while the app's first screen loads, not after it.
  void load(startLanguage()).catch(() => undefined);

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
  return { i18n, I18nRoot, load };
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
