import { useEffect } from 'react';
import { useAppDispatch, useCurrentUser } from '@dd/api-client';
import { hasPermission } from '@dd/contracts/permissions';
import { routeAt } from '../layout/nav';
import { preloadScreen, type RouteTable } from './registry';

/**
 * At the tap on a link inside the app, the screen it opens and that screen's first data start
 * loading (the remote's preload), in the click's capture phase: before react-router's handler
 * renders the next page, so the data no longer waits for the screen's code, nor the code for the
 * old page to unmount. Only routes the user may open; never `skip` (the shell's own paths, and `/`
 * whose remote depends on who is signed in).
 */
export function usePreloadOnTap(table: RouteTable | null, skip: readonly string[]): void {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  useEffect(() => {
    if (!table) return;
    const onClick = (event: MouseEvent) => {
      // A new tab or window renders nothing here.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin || (anchor.target && anchor.target !== '_self')) return;
      const route = routeAt(table, anchor.pathname);
      if (!route || skip.includes(route.path) || (route.permission && !(user && hasPermission(user.role, route.permission)))) return;
      preloadScreen(route, dispatch, new URLSearchParams(anchor.search));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [table, skip, user, dispatch]);
}
