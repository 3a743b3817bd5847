import { cookieLanguage, negotiateLanguage } from './language';

describe('negotiateLanguage', () => {
  it('takes the offered language with the highest q-value', () => {
    expect(negotiateLanguage('fr-FR,fr;q=0.9,es-MX;q=0.8,en;q=0.5')).toBe('es');
    expect(negotiateLanguage('vi-VN, en;q=0.8')).toBe('vi');
    expect(negotiateLanguage(['es-US', 'en-US'])).toBe('es');
  });
  it('falls back to English for nothing offered, or a refused language', () => {
    expect(negotiateLanguage('de-DE,fr;q=0.7')).toBe('en');
    expect(negotiateLanguage('es;q=0')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
  });
});

describe('cookieLanguage', () => {
  it('reads the choice kept in the cookie, and ignores what we do not offer', () => {
    expect(cookieLanguage('a=1; dd_lang=vi; b=2')).toBe('vi');
    expect(cookieLanguage('dd_lang=de')).toBeUndefined();
    expect(cookieLanguage('xdd_lang=es')).toBeUndefined();
  });
});
