import { TAGLINE } from '@dd/ui/brand-text';

/** The heroes of the pages visitors open first: the app's screens and their first paint (first-paint.ts) say the same. */
export const HOME_HERO = {
  eyebrow: 'Now serving Orange County',
  title: TAGLINE,
  text: 'Professional mobile detailing that comes to you, anywhere in Orange County.',
};

export const PACKAGES_HERO = {
  eyebrow: 'Mobile detailing across Orange County',
  title: 'Detailing Packages',
  text: 'Every package, one standard: done right, at your home or office. Your card is charged only after the job is done.',
};
