import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@dd/api-client';
import { hasPermission, type Permission } from '@dd/contracts/permissions';
import { PageSpinner } from '@dd/ui/page-spinner';
import { PageError } from '../pages/LazyPageError';
import { AccessDenied } from '../pages/AccessDenied';

/**
 * The route guard (customer-side §2): a centred spinner while the user loads, /auth when logged
 * out, Access Denied when the user's role is not the one the area requires (exact role).
 * Someone who signs out while on a protected page goes home (where Log out sends them anyway)
 * rather than to /auth.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { user, isLoading, isError, refetch } = useCurrentUser();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;

  if (isLoading) return <PageSpinner />;
  if (isError)
    return <PageError title="Something went wrong" text="We couldn't check your sign-in. Please try again." onRetry={() => void refetch()} />;
  if (!user) return wasSignedIn.current ? <Navigate to="/" replace /> : <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  if (!hasPermission(user.role, permission)) return <AccessDenied />;
  return <>{children}</>;
}
