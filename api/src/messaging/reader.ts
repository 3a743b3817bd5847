import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, LANGUAGES, type Language } from '@dd/contracts/language';
import { arrivalWindowLabel, BUSINESS_TIME_ZONE, calendarDate, formatCalendarDate, lazyDateTimeFormat } from '@dd/domain/time-windows';
import { formatMoney } from '@dd/domain/pricing';
import en from './locales/en.json';
import es from './locales/es.json';
import vi from './locales/vi.json';

/** A message of the server's catalog (api/src/messaging/locales/en.json holds the spec's English). */
export type MessageId = keyof typeof en;
type Values = Record<string, string | number>;

/**
 * Who reads a message, as its words and formats (decision 0410): the catalog of their language and
 * Intl in its locale, dates and times on the business calendar (America/Los_Angeles). English reads
 * as it always has: its money `$1,234.50` and its windows `8:00 AM-12:00 PM`, as the spec writes them.
 */
export interface Reader {
  language: Language;
  /** A message of the catalog, its `{arguments}` filled (ICU: plurals by the language's rules). */
  t(id: MessageId, values?: Values): string;
  /** "$1,234.50"; "1.234,50 US$" in Vietnamese. */
  money(amount: string): string;
  /** "Friday, June 4, 2027" for a 'YYYY-MM-DD' day; "viernes, 4 de junio de 2027". */
  date(date: string): string;
  /** The long date of an instant on the business calendar. */
  day(instant: Date): string;
  /** "8:00 AM-12:00 PM" from 'HH:MM' times; "8:00 a.m.-12:00 p.m.", "8:00-12:00". */
  window(startTime: string | null, endTime: string | null): string;
  /** "9:30 AM" on the business clock. */
  clock(instant: Date): string;
}

const CATALOGS: Record<Language, Record<string, string>> = { en, es, vi };
const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

/** The catalog compiled once, at start: a message that is not ICU fails the API's start (and the catalog check before it). */
function compiled(language: Language) {
  return Object.fromEntries(Object.entries(CATALOGS[language]).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

function reader(language: Language): Reader {
  const locale = INTL_LOCALES[language];
  const i18n = setupI18n({ locale: language, locales: locale, messages: { [language]: compiled(language) } });
  const clock = lazyDateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
  // A wall-clock 'HH:MM' as the language writes a time (the day does not matter: UTC in, UTC out).
  const wallClock = lazyDateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const date = (day: string) => formatCalendarDate(day, LONG_DATE, locale);
  const english = language === DEFAULT_LANGUAGE;
  return {
    language,
    t: (id, values) => i18n._(id, values),
    money: (amount) => (english ? formatMoney(amount) : money.format(Number(amount))),
    date,
    day: (instant) => date(calendarDate(instant)),
    window: (startTime, endTime) => {
      if (english) return arrivalWindowLabel(startTime, endTime);
      if (!startTime || !endTime) return '';
      const at = (time: string) => wallClock().format(new Date(`1970-01-01T${time.slice(0, 5)}:00Z`));
      return `${at(startTime)}-${at(endTime)}`;
    },
    clock: (instant) => clock().format(instant),
  };
}

const READERS = Object.fromEntries(LANGUAGES.map((language) => [language, reader(language)])) as Record<Language, Reader>;

/** The reader of a person's language: an account's `users.language`, English when they never chose one. */
export const readerFor = (language: string | null | undefined): Reader => READERS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
