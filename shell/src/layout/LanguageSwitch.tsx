import { startTransition, useEffect } from 'react';
import { keepLanguage, languageChosen, selectLanguage, useAppDispatch, useAppSelector, useCurrentUser, useUpdateLanguageMutation } from '@dd/api-client';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@dd/contracts/language';
import { useT } from '../i18n';

/** Changes the page's language: kept in the cookie (the next first paint) and the store (every app re-renders). */
function useChooseLanguage() {
  const dispatch = useAppDispatch();
  return (language: Language) => {
    keepLanguage(language);
    // A transition: the page keeps its words until the new language's catalogs are in.
    startTransition(() => {
      dispatch(languageChosen(language));
    });
  };
}

/**
 * The account's language follows them (decision 0390): at sign-in the page takes the language kept on
 * the account; an account without one keeps the language the page is in.
 */
export function useAccountLanguage() {
  const { user } = useCurrentUser();
  const language = useAppSelector(selectLanguage);
  const choose = useChooseLanguage();
  const [save] = useUpdateLanguageMutation();
  const id = user?.id;
  const kept = user?.language;
  useEffect(() => {
    if (!id) return;
    if (kept && kept !== language) choose(kept);
    else if (kept === null) void save({ language });
    // Only when the account (or its kept language) changes, not on every switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, kept]);
}

/**
 * The site's language: each language named in itself. The choice is kept in a cookie (the server
 * paints the next first paint in it) and, when signed in, on the account.
 */
export function LanguageSwitch() {
  const language = useAppSelector(selectLanguage);
  const { user } = useCurrentUser();
  const [save] = useUpdateLanguageMutation();
  const choose = useChooseLanguage();
  const t = useT();
  return (
    <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', fontSize: 14 }}>
      {t('footer.language')}
      <select
        data-testid="language-switch"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          choose(chosen);
          if (user) void save({ language: chosen });
        }}
        style={{ padding: '4px 8px', borderRadius: 6, border: '1px solid #cbd5e1', background: '#fff', fontSize: 14 }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
