import { Suspense, type ComponentType } from 'react';
import { routesOf } from '@dd/contracts/routes';
import type { RemoteModuleProps } from '@dd/ui/remote-module';
import { PageSpinner } from '@dd/ui/page-spinner';
import { RoutePlaceholder } from '@dd/ui/route-placeholder';
import { ThemeProvider } from '@dd/ui/theme-provider';

const ROUTES = routesOf('admin');

/**
 * Screens by route pattern, each a lazy chunk (e.g. `'/dadportal/x': lazy(() => import('./x/XPage'))`);
 * routes without one show a placeholder until their release.
 */
const SCREENS: Record<string, ComponentType> = {};

/**
 * The admin remote's exposed module: renders the screen of the matched route pattern inside this
 * remote's own antd ConfigProvider (antd is bundled per app). antd's App (App.useApp: modal,
 * message) costs ~33 KB gzip, so screens that need it wrap themselves in ThemedRoot.
 */
export default function AdminModule({ path }: RemoteModuleProps) {
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
