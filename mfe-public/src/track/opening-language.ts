import { cookieLanguage, isLanguage, type Language } from '@dd/contracts/language';

/**
 * The language the tracking page switches to when it arrives (issue 43): the customer's own
 * (`users.language`), unless the reader chose one (the footer's switch keeps a cookie; `?lang=` asks
 * for one) or the page is in it already; null: stay as it is.
 */
export function openingLanguage(own: Language | null | undefined, current: Language, lang: string | null, cookie: string): Language | null {
  if (!own || own === current || isLanguage(lang) || cookieLanguage(cookie)) return null;
  return own;
}
