import homeEn from './home/locales/en.json';
import en from './locales/en.json';

/**
 * The heroes of the pages visitors open first, in English: the server's first paint (first-paint.ts)
 * takes them from the English catalog the screens use, so the two cannot say different things.
 */
export const HOME_HERO = {
  eyebrow: homeEn['home.hero.eyebrow'],
  title: homeEn['home.hero.title'],
  text: homeEn['home.hero.text'],
};

export const PACKAGES_HERO = {
  eyebrow: en['packages.hero.eyebrow'],
  title: en['packages.hero.title'],
  text: en['packages.hero.text'],
};
