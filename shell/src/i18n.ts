import { appI18n, useT as useUiT } from '@dd/ui/i18n';
import type en from './locales/en.json';

/** The shell's own messages (its header, footer and language switch); only the page's language is loaded. */
export const { I18nRoot } = appI18n((language) => import(`./locales/${language}.json`));

export const useT = () => useUiT<keyof typeof en>();
