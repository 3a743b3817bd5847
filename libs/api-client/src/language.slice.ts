import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, cookieLanguage, isLanguage, negotiateLanguage, type Language } from '@dd/contracts/language';

/**
 * The language a page starts in: the visitor's kept choice (cookie), else what the server painted
 * (`<html lang>`, from the account or Accept-Language), else the browser's languages.
 */
export function startLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const painted = document.documentElement.lang;
  return cookieLanguage(document.cookie) ?? (isLanguage(painted) ? painted : negotiateLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages));
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
