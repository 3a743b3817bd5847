import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { selectCurrentToast, useAppSelector, useCurrentUser } from '@dd/api-client';
import { APP_ROUTES, HOME_FOR_CUSTOMER, HOME_FOR_VISITORS, type AppRoute } from '@dd/contracts/routes';
import { PageSpinner } from '@dd/ui/page-spinner';
import { RequirePermission } from '../auth/RequirePermission';
import { AppLayout } from '../layout/AppLayout';
import { NotFound } from '../pages/NotFound';
import { RemoteView } from '../remotes/RemoteView';
import { useDocumentTitle } from './document-title';

const AuthPage = lazy(() => import('../auth/AuthPage'));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage'));
const ToastHost = lazy(() => import('@dd/ui/toast-host').then((m) => ({ default: m.ToastHost })));

/** A route of APP_ROUTES: its title, its guard (when it names a permission) and its remote's Module. */
function RouteView({ route }: { route: AppRoute }) {
  useDocumentTitle(route.title);
  const view = <RemoteView remote={route.remote} path={route.path} />;
  return route.permission ? <RequirePermission permission={route.permission}>{view}</RequirePermission> : view;
}

/** `/`: the customer dashboard for a signed-in customer, the marketing page for everyone else. */
function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  const route = user?.role === 'customer' ? HOME_FOR_CUSTOMER : HOME_FOR_VISITORS;
  return <RouteView key={route.remote} route={route} />;
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

export function App() {
  return (
    <>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="/auth" element={<AuthRoute />} />
          <Route path="/auth/forgot" element={<ForgotPasswordRoute />} />
          <Route path="/auth/reset" element={<ResetPasswordRoute />} />
          {APP_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteView key={route.path} route={route} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
      <Toasts />
    </>
  );
}
