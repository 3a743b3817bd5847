/** Values an ICU message takes: `{count, plural, ...}`, `{price}`. */
export type MessageValues = Record<string, string | number | Date>;

/** libs/ui's `tr(english, values)` (useUiText): words in the page's language, by their English. */
export type UiText = (english: string, values?: MessageValues) => string;

/**
 * `{name}` filled into English words: what `tr` answers outside any catalog, and the default of the
 * plain functions that take a `tr` (a caller without one, the admin area, reads English).
 */
export const fillEnglish: UiText = (english, values) => (values ? english.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : english);
