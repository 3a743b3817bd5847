/**
 * The languages the product offers: the one list the UI's switch, the catalogs' check, the API's
 * profile schema and the server's first paint all read (decision 0390). No zod here: the shell's
 * first chunk reads this file, and zod would add ~25 KB to it (the schema is in user.ts). The first is the default and
 * the language of the spec: its catalogs hold the spec's English wording.
 */
export const LANGUAGES = ['en', 'es', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the switch shows it (a reader looks for their own language's name). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', vi: 'Tiếng Việt' };

/** The cookie that keeps a visitor's choice (read by the server's first paint and by the apps at start). */
export const LANGUAGE_COOKIE = 'dd_lang';

/** The Intl locale of each language's dates and numbers (US Spanish: the county's; Vietnamese as written in Vietnam). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', vi: 'vi-VN' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The offered language an `Accept-Language` header (or `navigator.languages`) prefers most: the
 * highest q-value whose primary subtag we offer ("es-MX;q=0.9" -> es), else the default.
 */
export function negotiateLanguage(accepted: string | readonly string[] | null | undefined): Language {
  const ranges = typeof accepted === 'string' ? accepted.split(',') : (accepted ?? []);
  let best: { language: Language; q: number } | undefined;
  ranges.forEach((range) => {
    const [tag = '', ...params] = range.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary) && q > 0 && (!best || q > best.q)) best = { language: primary, q };
  });
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** A cookie header's language, if it names one we offer. */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return isLanguage(value) ? value : undefined;
}
