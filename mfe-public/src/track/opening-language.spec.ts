import { openingLanguage } from './opening-language';

describe('openingLanguage', () => {
  it("opens in the customer's own language when the reader chose none", () => {
    expect(openingLanguage('es', 'en', null, '')).toBe('es');
    expect(openingLanguage('vi', 'en', 'de', 'other=1')).toBe('vi');
  });

  it("leaves the page as it is when the reader chose (cookie or ?lang=), the customer never chose, or it is in it already", () => {
    expect(openingLanguage('es', 'en', null, 'a=1; dd_lang=en')).toBeNull();
    expect(openingLanguage('es', 'en', 'en', '')).toBeNull();
    expect(openingLanguage(null, 'en', null, '')).toBeNull();
    expect(openingLanguage('es', 'es', null, '')).toBeNull();
  });
});
