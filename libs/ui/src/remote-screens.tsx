import { Suspense, type ComponentType } from 'react';
import { routesOf, type RemoteName } from '@dd/contracts/routes';
import { PageSpinner } from './page-spinner';
import type { RemoteModuleProps } from './remote-module';
import { RoutePlaceholder } from './route-placeholder';
import { ThemeProvider } from './theme-provider';

/**
 * A remote's exposed module from its screens by route pattern (each a lazy chunk). It renders the
 * screen of the matched route inside this remote's own antd ConfigProvider (antd is bundled per
 * app); a route without a screen yet shows its placeholder. antd's App (App.useApp: modal,
 * message) costs ~33 KB gzip, so screens that need it wrap themselves in ThemedRoot.
 */
export function remoteScreens(remote: RemoteName, screens: Record<string, ComponentType>) {
  const routes = routesOf(remote);
  return function RemoteScreens({ path }: RemoteModuleProps) {
    const Screen = screens[path];
    const title = routes.find((route) => route.path === path)?.title ?? '404 Page Not Found';
    return (
      <ThemeProvider>
        <Suspense fallback={<PageSpinner />}>{Screen ? <Screen /> : <RoutePlaceholder title={title} />}</Suspense>
      </ThemeProvider>
    );
  };
}
