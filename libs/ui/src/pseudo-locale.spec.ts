import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { pseudolocalize, pseudoText } from './pseudo-locale';

describe('the pseudo-locale', () => {
  it('accents every letter and doubles the vowels: no plain English letter is left, and the words grow by about a third', () => {
    const english = 'Take at least one photo of the car before you start.';
    const pseudo = pseudoText(english);
    expect(pseudo).not.toMatch(/[A-Za-z]/);
    expect(pseudo.length / english.length).toBeGreaterThan(1.25);
    expect(pseudoText('Step 2 of 5: 10:40 AM')).toBe('Šţééþ 2 ööƒ 5: 10:40 ÅÅṀ');
  });

  it('keeps a compiled message’s arguments and plural forms working', () => {
    const i18n = setupI18n();
    const messages = pseudolocalize({
      photos: compileMessage('{count, plural, one {# photo} other {# photos}} of {name}'),
      plain: compileMessage('Job Sheet'),
    });
    i18n.load('en', messages);
    i18n.activate('en');
    expect(i18n._('photos', { count: 2, name: 'Ana' })).toBe('2 þĥööţööš ööƒ Ana');
    expect(i18n._('photos', { count: 1, name: 'Ana' })).toBe('1 þĥööţöö ööƒ Ana');
    expect(i18n._('plain')).toBe('Ĵööƀ Šĥééééţ');
  });
});
