import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, cookieLanguage, isLanguage, negotiateLanguage, type Language } from '@dd/contracts/language';

/**
 * The language a page starts in: the one the server chose when it painted the page (`<html lang>`
 * with `data-lang="chosen"`: from `?lang=`, the cookie or Accept-Language), else the visitor's kept
 * choice (cookie), else the browser's languages (a dev server's page).
 */
export function startLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const html = document.documentElement;
  if (html.dataset.lang === 'chosen' && isLanguage(html.lang)) return html.lang;
  return cookieLanguage(document.cookie) ?? negotiateLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** Keeps a choice for a year, for the server's first paint and the next visit. */
export function keepLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}

/** The one language of the page, in the shell's store: every app's catalogs and antd's locale follow it. */
export const languageSlice = createSlice({
  name: 'language',
  initialState: startLanguage,
  reducers: {
    languageChosen: (_state, action: PayloadAction<Language>) => action.payload,
  },
  selectors: { selectLanguage: (state) => state },
});

export const { languageChosen } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
