import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { localizedRoute } from '@dd/contracts/routes';
import { useDocumentLanguage } from '@dd/ui/i18n';
import { useAccountLanguage } from '../layout/LanguageSwitch';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { selectCurrentToast, setStepUpPrompt, useAppSelector, useCurrentUser } from '@dd/api-client';
import { lazyThemed } from '@dd/ui/lazy-themed';
import { PageSpinner } from '@dd/ui/page-spinner';
import { RequirePermission } from '../auth/RequirePermission';
import { AppLayout } from '../layout/AppLayout';
import { RouteTableContext } from '../layout/nav';
import { NotFound } from '../pages/NotFound';
import type { RouteTable, ShellRoute } from '../remotes/registry';
import { RemoteUnavailable, RemoteView } from '../remotes/RemoteView';
import { usePreloadOnTap } from '../remotes/preload-on-tap';
import { useRouteTable } from '../remotes/use-route-table';
import { useDocumentTitle } from './document-title';

// antd (and its theme) loads with the screens that use it: the layout and a visitor's pages have none.
const AuthPage = lazyThemed(() => import('../auth/AuthPage'));
const ForgotPasswordPage = lazyThemed(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyThemed(() => import('../auth/ResetPasswordPage'));
const ConfirmEmailPage = lazyThemed(() => import('../auth/EmailLinkPage').then((m) => ({ default: m.ConfirmEmailPage })));
const DeviceLinkPage = lazyThemed(() => import('../auth/EmailLinkPage').then((m) => ({ default: m.DeviceLinkPage })));
const UnsubscribePage = lazyThemed(() => import('../auth/EmailLinkPage').then((m) => ({ default: m.UnsubscribePage })));
const TwoStepSetupPage = lazyThemed(() => import('../auth/TwoStepSetupPage'));
const StepUpDialog = lazyThemed(() => import('../auth/StepUpDialog'));
const ToastHost = lazyThemed(() => import('@dd/ui/toast-host').then((m) => ({ default: m.ToastHost })));

/** Paths the shell renders itself; a remote's route on one of them is ignored. */
const SHELL_PATHS = ['/', '/auth'];

/** A remote's route: its title, its guard (the area the deployment config gives the remote) and the remote's Module. */
function RouteView({ route }: { route: ShellRoute }) {
  useDocumentTitle(route.title, route.description);
  const view = <RemoteView remote={route.remote} path={route.path} title={route.title} entry={route.entry} />;
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

interface UnmatchedProps {
  table: RouteTable | null;
  retry: () => void;
  reread: () => void;
}

/** No route matched: still loading, a remote whose routes are unknown (Retry), or really 404. */
function Unmatched(props: UnmatchedProps) {
  return <UnmatchedPath key={useLocation().key} {...props} />;
}

/**
 * A table read before this navigation is read once more before a 404: a remote may have shipped
 * the path since the page loaded. Found, the route table matches and this unmounts.
 */
function UnmatchedPath({ table, retry, reread }: UnmatchedProps) {
  const [enteredAt] = useState(Date.now);
  const stale = table !== null && table.readAt < enteredAt;
  useEffect(() => {
    if (stale) reread();
  }, [stale, reread]);
  if (!table || stale) return <PageSpinner />;
  if (table.unavailable.length > 0) return <RemoteUnavailable onRetry={retry} />;
  return <NotFound />;
}

const TWO_STEP_SETUP = '/auth/two-step';

/** An account that must have a second factor and has none (a new admin) sees only its set-up until it has one. */
function SecondFactorGate() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const mustEnrol = !!user?.secondFactor?.required && !user.secondFactor.enabled;
  return mustEnrol && pathname !== TWO_STEP_SETUP ? <Navigate to={TWO_STEP_SETUP} replace /> : null;
}

/** A page of the shell's own, with its document title. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
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
 * The step-up dialog for any area's call refused with 403 STEP_UP_REQUIRED (api client's step-up.ts):
 * registered once here, loaded when first asked; its answer lets the refused call go again.
 */
function StepUpHost() {
  const [asking, setAsking] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(() => {
    setStepUpPrompt(() => new Promise<boolean>((resolve) => setAsking(() => resolve)));
    return () => setStepUpPrompt(null);
  }, []);
  if (!asking) return null;
  const done = (confirmed: boolean) => {
    asking(confirmed);
    setAsking(null);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={done} />
    </Suspense>
  );
}

/**
 * The shell's own routes (`/`, `/auth`), then every remote's routes as the remotes declare them.
 * react-router ranks by specificity, not order, so overlapping patterns of different remotes (a
 * customer's booking history and a DAD's customer profile, say) each reach their own remote.
 */
export function App() {
  const { table: declared, retry, reread } = useRouteTable();
  const language = useDocumentLanguage();
  // The remotes' titles and navigation labels in the page's language (routes.json carries them).
  const table = useMemo(() => declared && { ...declared, routes: declared.routes.map((route) => localizedRoute(route, language)) }, [declared, language]);
  usePreloadOnTap(table, SHELL_PATHS);
  useAccountLanguage();
  const remoteRoutes = (table?.routes ?? []).filter((route) => !SHELL_PATHS.includes(route.path));
  return (
    <RouteTableContext.Provider value={table}>
      <SecondFactorGate />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomeRoute table={table} retry={retry} />} />
          <Route path="/auth" element={<Titled title="Sign In"><AuthPage /></Titled>} />
          <Route path="/auth/forgot" element={<Titled title="Forgot Password"><ForgotPasswordPage /></Titled>} />
          {/* The page names itself: a first password is not a reset. */}
          <Route path="/auth/reset" element={<ResetPasswordPage />} />
          <Route path={TWO_STEP_SETUP} element={<Titled title="Two-Step Sign-In"><TwoStepSetupPage /></Titled>} />
          <Route path="/auth/device" element={<Titled title="Sign In"><DeviceLinkPage /></Titled>} />
          <Route path="/email/confirm" element={<Titled title="Confirm Email"><ConfirmEmailPage /></Titled>} />
          <Route path="/email/unsubscribe" element={<Titled title="Unsubscribe"><UnsubscribePage /></Titled>} />
          {remoteRoutes.map((route) => (
            <Route key={`${route.remote}:${route.path}`} path={route.path} element={<RouteView key={`${route.remote}:${route.path}`} route={route} />} />
          ))}
          <Route path="*" element={<Unmatched table={table} retry={retry} reread={reread} />} />
        </Route>
      </Routes>
      <Toasts />
      <StepUpHost />
    </RouteTableContext.Provider>
  );
}
