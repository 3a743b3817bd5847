import { lazy } from 'react';
import { remoteScreens } from '@dd/ui/remote-screens';

/** The public remote's exposed module: its screens by route pattern, each a lazy chunk. */
const SCREENS = {
  '/': lazy(() => import('./home/HomePage')),
  '/packages': lazy(() => import('./packages/PackagesPage')),
  '/gallery': lazy(() => import('./gallery/GalleryPage')),
  '/reviews': lazy(() => import('./reviews/ReviewsPage')),
  '/book': lazy(() => import('./book/BookPage')),
  '/thanks': lazy(() => import('./thanks/ThanksPage')),
  '/about': lazy(() => import('./content/AboutPage')),
  '/faq': lazy(() => import('./content/FaqPage')),
  '/contact': lazy(() => import('./content/ContactPage')),
  '/legal/terms': lazy(() => import('./content/TermsPage')),
  '/legal/privacy': lazy(() => import('./content/PrivacyPage')),
  '/legal/refunds': lazy(() => import('./content/RefundsPage')),
  '/service-area': lazy(() => import('./content/ServiceAreaPage')),
};

export default remoteScreens('public', SCREENS);
