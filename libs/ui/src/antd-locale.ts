import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { Locale } from 'antd/es/locale';
import { DEFAULT_LANGUAGE, type Language } from '@dd/contracts/language';

/** antd's own words (pagination, empty states, pickers) per language; English is antd's default, loaded never. */
const ANTD_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  es: () => import('antd/locale/es_ES'),
  vi: () => import('antd/locale/vi_VN'),
};
const loaded = new Map<Language, Locale>();

const noStore = () => () => undefined;

/** The store's language, or English outside a store (a component test without one). */
function useStoreLanguage(): Language {
  const context = useContext(ReactReduxContext);
  return useSyncExternalStore(
    context?.store.subscribe ?? noStore,
    () => (context?.store.getState() as { language?: Language } | undefined)?.language ?? DEFAULT_LANGUAGE,
    () => DEFAULT_LANGUAGE,
  );
}

/** antd's locale for the page's language, once its chunk is in (undefined: antd's English). */
export function useAntdLocale(): Locale | undefined {
  const language = useStoreLanguage();
  const [, setReady] = useState(0);
  useEffect(() => {
    if (language === 'en' || loaded.has(language)) return;
    void ANTD_LOCALES[language]().then((module) => {
      loaded.set(language, module.default);
      setReady((count) => count + 1);
    });
  }, [language]);
  return loaded.get(language);
}
