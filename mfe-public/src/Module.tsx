import { lazy } from 'react';
import { lazyThemed } from '@dd/ui/lazy-themed';
import { screensModule } from '@dd/ui/screens-module';

/**
 * The public remote's exposed module: its screens by route pattern, each a lazy chunk. Home,
 * Packages and the booking wizard's first steps, which first-time visitors open, are built without
 * antd; the other screens (and the wizard's later steps) load antd's theme with themselves.
 */
const SCREENS = {
  '/': lazy(() => import('./home/HomePage')),
  '/packages': lazy(() => import('./packages/PackagesPage')),
  '/gallery': lazyThemed(() => import('./gallery/GalleryPage')),
  '/reviews': lazyThemed(() => import('./reviews/ReviewsPage')),
  '/book': lazy(() => import('./book/BookPage')),
  '/thanks': lazyThemed(() => import('./thanks/ThanksPage')),
  '/about': lazyThemed(() => import('./content/AboutPage')),
  '/faq': lazyThemed(() => import('./content/FaqPage')),
  '/contact': lazyThemed(() => import('./content/ContactPage')),
  '/legal/terms': lazyThemed(() => import('./content/TermsPage')),
  '/legal/privacy': lazyThemed(() => import('./content/PrivacyPage')),
  '/legal/refunds': lazyThemed(() => import('./content/RefundsPage')),
  '/service-area': lazyThemed(() => import('./content/ServiceAreaPage')),
};

export default screensModule('public', SCREENS);
