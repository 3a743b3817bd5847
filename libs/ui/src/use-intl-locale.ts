import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { INTL_LOCALES, isLanguage } from '@dd/contracts/language';

/** The Intl locale of the nearest app's language ('en-US' outside any I18nRoot): dates in the reader's format. */
export function useIntlLocale(): string {
  const locale = useContext(LinguiContext)?.i18n.locale;
  return INTL_LOCALES[isLanguage(locale) ? locale : 'en'];
}
