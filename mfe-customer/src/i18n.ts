import { appI18n, useT as useUiT } from '@dd/ui/i18n';
import type en from './locales/en.json';

/** The customer portal's messages: one catalog per language (src/locales), only the customer's language is loaded. */
export const { I18nRoot } = appI18n((language) => import(`./locales/${language}.json`));

export type CustomerMessageId = keyof typeof en;

/** The customer portal's `t` (useT), also for the plain functions that put words together. */
export type CustomerText = (id: CustomerMessageId, values?: Record<string, string | number>) => string;

/** `t(id, values)` with the customer portal's ids (a typo in an id fails the typecheck). */
export const useT = (): CustomerText => useUiT<CustomerMessageId>();
