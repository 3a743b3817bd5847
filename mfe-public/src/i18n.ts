import { appI18n, useT as useUiT } from '@dd/ui/i18n';
import type en from './locales/en.json';

/** The public remote's messages: one catalog per language (src/locales), only the page's language is loaded. */
export const { I18nRoot } = appI18n((language) => import(`./locales/${language}.json`));

export type PublicMessageId = keyof typeof en;

/** `t(id, values)` with the public remote's ids (a typo in an id fails the typecheck). */
export const useT = () => useUiT<PublicMessageId>();
