import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@dd/api-client';
import { lazyThemed } from '@dd/ui/lazy-themed';
import { PageSpinner } from '@dd/ui/page-spinner';
import { layout } from '@dd/ui/theme';
import { BREAKPOINTS, useMinWidth } from '@dd/ui/use-min-width';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { routeAt, useRouteTableContext } from './nav';

const Sidebar = lazyThemed(() => import('./Sidebar'));

/** The sidebar shows for a signed-in user except on /auth and the pages whose remote says `sidebar: false` (customer-side §2). */
export function useSidebarApplies(): boolean {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const table = useRouteTableContext();
  if (!user || pathname.replace(/\/+$/, '') === '/auth') return false;
  return routeAt(table, pathname)?.sidebar !== false;
}

/** Header, side navigation (large screens), the routed content and the footer. */
export function AppLayout() {
  const { user, isLoading } = useCurrentUser();
  const large = useMinWidth(BREAKPOINTS.lg);
  const withSidebar = useSidebarApplies();
  const sidebarShown = withSidebar && large && !!user;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader user={user} userLoading={isLoading} withSidebar={withSidebar} />
      {sidebarShown && (
        <Suspense fallback={null}>
          <Sidebar user={user} />
        </Suspense>
      )}
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', marginLeft: sidebarShown ? layout.sidebarWidth : 0 }}>
        <main style={{ flex: 1 }} data-testid="main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
