import { startTransition } from 'react';
import { keepLanguage, languageChosen, selectLanguage, useAppDispatch, useAppSelector } from '@dd/api-client';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@dd/contracts/language';
import { useT } from '../i18n';

/**
 * The site's language (decision 0390): each language named in itself. The choice is kept in a cookie
 * (the server paints the next first paint in it) and every app's catalogs follow the store.
 */
export function LanguageSwitch() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
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
          keepLanguage(chosen);
          // A transition: the page keeps its words until the new language's catalogs are in.
          startTransition(() => {
            dispatch(languageChosen(chosen));
          });
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
