import { Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { selectCurrentToast, useAppSelector, useCurrentUser } from '@dd/api-client';
import { lazyThemed } from '@dd/ui/lazy-themed';
import { PageSpinner } from '@dd/ui/page-spinner';
import { RequirePermission } from '../auth/RequirePermission';
import { AppLayout } from '../layout/AppLayout';
import { NotFound } from '../pages/NotFound';
import type { RouteTable, ShellRoute } from '../remotes/registry';
import { RemoteUnavailable, RemoteView } from '../remotes/RemoteView';
import { useRouteTable } from '../remotes/use-route-table';
import { useDocumentTitle } from './document-title';

// antd (and its theme) loads with the screens that use it: the layout and a visitor's pages have none.
const AuthPage = lazyThemed(() => import('../auth/AuthPage'));
const ForgotPasswordPage = lazyThemed(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyThemed(() => import('../auth/ResetPasswordPage'));
const ToastHost = lazyThemed(() => import('@dd/ui/toast-host').then((m) => ({ default: m.ToastHost })));

/** Paths the shell renders itself; a remote's route on one of them is ignored. */
const SHELL_PATHS = ['/', '/auth'];

/** A remote's route: its title, its guard (the area the deployment config gives the remote) and the remote's Module. */
function RouteView({ route }: { route: ShellRoute }) {
  useDocumentTitle(route.title);
  const view = <RemoteView remote={route.remote} path={route.path} title={route.title} />;
  return route.permission ? <RequirePermission permission={route.permission}>{view}</RequirePermission> : view;
}

/** `/`: the customer remote's `/` for a signed-in customer, the public remote's (marketing page) for everyone else. */
function HomeRoute({ table, retry }: { table: RouteTable | null; retry: () => void }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !table) return <PageSpinner />;
  const remote = user?.role === 'customer' ? 'customer' : 'public';
  const route = table.routes.find((candidate) => candidate.remote === remote && candidate.path === '/');
  if (!route) return table.unavailable.includes(remote) ? <RemoteUnavailable remote={remote} onRetry={retry} /> : <NotFound />;
  return <RouteView key={remote} route={route} />;
}

/** No route matched: still loading, a remote whose routes are unknown (Retry), or really 404. */
function Unmatched({ table, retry }: { table: RouteTable | null; retry: () => void }) {
  if (!table) return <PageSpinner />;
  if (table.unavailable.length > 0) return <RemoteUnavailable onRetry={retry} />;
  return <NotFound />;
}

function AuthRoute() {
  useDocumentTitle('Sign In');
  return <AuthPage />;
}

function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return <ForgotPasswordPage />;
}

function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  return <ResetPasswordPage />;
}

/** The toast renderer (antd notification) loads with the first toast. */
function Toasts() {
  const toast = useAppSelector(selectCurrentToast);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toast) setNeeded(true);
  }, [toast]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * The shell's own routes (`/`, `/auth`), then every remote's routes as the remotes declare them.
 * react-router ranks by specificity, not order, so overlapping patterns of different remotes
 * (`/dadportal/customer/details` and `/dadportal/customer/:id`) each reach their own remote.
 */
export function App() {
  const { table, retry } = useRouteTable();
  const remoteRoutes = (table?.routes ?? []).filter((route) => !SHELL_PATHS.includes(route.path));
  return (
    <>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomeRoute table={table} retry={retry} />} />
          <Route path="/auth" element={<AuthRoute />} />
          <Route path="/auth/forgot" element={<ForgotPasswordRoute />} />
          <Route path="/auth/reset" element={<ResetPasswordRoute />} />
          {remoteRoutes.map((route) => (
            <Route key={`${route.remote}:${route.path}`} path={route.path} element={<RouteView key={`${route.remote}:${route.path}`} route={route} />} />
          ))}
          <Route path="*" element={<Unmatched table={table} retry={retry} />} />
        </Route>
      </Routes>
      <Toasts />
    </>
  );
}
