import en from './locales/en.json';

/**
 * The heroes of the pages visitors open first, in English: the server's first paint (first-paint.ts)
 * takes them from the English catalog the screens use, so the two cannot say different things.
 */
export const HOME_HERO = {
  eyebrow: en['home.hero.eyebrow'],
  title: en['home.hero.title'],
  text: en['home.hero.text'],
};

export const PACKAGES_HERO = {
  eyebrow: en['packages.hero.eyebrow'],
  title: en['packages.hero.title'],
  text: en['packages.hero.text'],
};
