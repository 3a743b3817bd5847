import { appI18n, useT as useUiT } from '@dd/ui/i18n';
import type en from './locales/en.json';

/**
 * The sign-in page's messages: a catalog of their own (src/auth/locales), loaded with the page's lazy
 * chunk, so the home page and the booking wizard do not carry the words of a page most visitors never
 * open (decision 0415).
 */
export const { I18nRoot: AuthI18nRoot } = appI18n((language) => import(`./locales/${language}.json`));

export const useAuthT = () => useUiT<keyof typeof en>();
