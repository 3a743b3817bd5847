import { lazy, Suspense, type ComponentType } from 'react';
import { routesOf } from '@dd/contracts/routes';
import type { RemoteModuleProps } from '@dd/ui/remote-module';
import { PageSpinner } from '@dd/ui/page-spinner';
import { RoutePlaceholder } from '@dd/ui/route-placeholder';
import { ThemeProvider } from '@dd/ui/theme-provider';

const ROUTES = routesOf('public');

/** Screens by route pattern, each a lazy chunk; routes without one show a placeholder until their release. */
const SCREENS: Record<string, ComponentType> = {
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

/**
 * The public remote's exposed module: renders the screen of the matched route pattern inside this
 * remote's own antd ConfigProvider (antd is bundled per app). antd's App (App.useApp: modal,
 * message) costs ~33 KB gzip, so screens that need it wrap themselves in ThemedRoot.
 */
export default function PublicModule({ path }: RemoteModuleProps) {
  const route = ROUTES.find((candidate) => candidate.path === path);
  const Screen = SCREENS[path];
  return (
    <ThemeProvider>
      <Suspense fallback={<PageSpinner />}>
        {Screen ? <Screen /> : <RoutePlaceholder title={route?.title ?? '404 Page Not Found'} />}
      </Suspense>
    </ThemeProvider>
  );
}
