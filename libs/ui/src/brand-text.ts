/** The brand's line, written once: the home page's hero, its first paint and the sign-in page. */
export const TAGLINE = 'Premium car detailing done right';
