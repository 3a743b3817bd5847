import type { Request } from 'express';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, negotiateLanguage, type Language } from '@dd/contracts/language';
import type { ApiErrorBody } from '@dd/contracts/errors';
import en from './locales/en.json';
import es from './locales/es.json';
import vi from './locales/vi.json';

/**
 * The words of an error in the reader's language (decision 0477). The catalogs
 * (api/src/common/locales) hold a text for every error code and, by their English as id, the
 * sentences only the API says. English answers stay the thrower's words: the spec's.
 */
const CATALOGS: Record<Language, Record<string, string>> = { en, es, vi };

type Translate = (id: string, values?: Record<string, number>) => string | undefined;

function translator(language: Language): Translate {
  const catalog = CATALOGS[language];
  const messages = Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessageOrThrow(message)]));
  const i18n = setupI18n({ locale: language, locales: INTL_LOCALES[language], messages: { [language]: messages } });
  return (id, values) => (id in catalog ? i18n._(id, values) : undefined);
}

const TRANSLATORS = Object.fromEntries(LANGUAGES.map((language) => [language, translator(language)])) as Record<Language, Translate>;

/**
 * The language a request asks its errors in: its `Accept-Language` (the web app sends its page's
 * language). A client that asks nothing hears English, as every client always has.
 */
export const errorLanguage = (request: Pick<Request, 'headers'>): Language => negotiateLanguage(request.headers['accept-language']);

/** The body with `message` and `fieldErrors` in `language`; everything else (code, status, extras) as thrown. */
export function translatedError<T extends ApiErrorBody>(body: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE) return body;
  const t = TRANSLATORS[language];
  // A 429's wait, in whole minutes as the English says it.
  const values: Record<string, number> = typeof body.retryAfterSeconds === 'number' ? { minutes: Math.max(1, Math.ceil(body.retryAfterSeconds / 60)) } : {};
  const message = t(body.message, values) ?? t(body.code, values) ?? body.message;
  if (!body.fieldErrors) return { ...body, message };
  // A field's own sentence; else the error's when the field repeats it (a taken email); else, for a
  // shared form rule (libs/contracts' words, which the forms translate from libs/ui's catalog), its English.
  const field = (sentence: string) =>
    t(sentence) ?? (sentence === body.message && body.code !== 'VALIDATION_FAILED' ? message : undefined) ?? sentence;
  return { ...body, message, fieldErrors: Object.fromEntries(Object.entries(body.fieldErrors).map(([name, sentence]) => [name, field(sentence)])) };
}
