import { appI18n, useT as useUiT } from '@dd/ui/i18n';
import type en from './locales/en.json';

/** The DAD portal's messages: one catalog per language (src/locales), only the DAD's language is loaded. */
export const { I18nRoot } = appI18n((language) => import(`./locales/${language}.json`));

export type DadMessageId = keyof typeof en;

/** `t(id, values)` with the DAD portal's ids (a typo in an id fails the typecheck). */
export const useT = () => useUiT<DadMessageId>();
