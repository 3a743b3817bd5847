import { appI18n, useT as useUiT } from '@dd/ui/i18n';
import type en from './locales/en.json';

/**
 * The shell's own messages (its footer and language switch); only the page's language is loaded, and
 * not libs/ui's words, which the footer does not show (the page's remote loads those for itself).
 */
export const { I18nRoot } = appI18n((language) => import(`./locales/${language}.json`), { withUi: false });

export const useT = () => useUiT<keyof typeof en>();
