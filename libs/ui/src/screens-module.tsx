import { Fragment, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { API_CLIENT_VERSION } from '@dd/api-client';
import type { RemoteName } from '@dd/contracts/routes';
import { PageSpinner } from './page-spinner';
import { lazyThemed } from './lazy-themed';
import type { RemoteDeclaration, RemoteModuleProps, ScreenLoader, ScreenPreload } from './remote-module';
import { RoutePlaceholder } from './route-placeholder';

declare const __DD_API_CLIENT_VERSION__: string | undefined;

/** The @dd/api-client this remote was compiled against (tools/rspack sets it per build). */
const BUILT_AGAINST_API_CLIENT = typeof __DD_API_CLIENT_VERSION__ === 'string' ? __DD_API_CLIENT_VERSION__ : 'source';

/**
 * @dd/api-client is a federated singleton (the one store and api), so a remote runs the shell's
 * copy. When that is not the build the remote was compiled against, refuse loudly: the shell shows
 * the remote's error state instead of running endpoints and slices that silently differ.
 */
export function assertSameApiClient(remote: RemoteName, running: string, builtAgainst: string): void {
  if (running !== builtAgainst) {
    throw new Error(
      `The ${remote} remote was built against @dd/api-client ${builtAgainst}, but the shell runs ${running}. ` +
        'Build and deploy the shell and this remote from the same libs/api-client.',
    );
  }
}

/**
 * React.lazy keeps a failed load for good, so the shell's Retry would show the same error: after a
 * failure (a chunk that did not arrive) the next render makes a new lazy component that loads again.
 */
function retryableLazy(load: ScreenLoader, wrap: (load: ScreenLoader) => ComponentType): () => ComponentType {
  let component: ComponentType | null = null;
  const loadOrForget: ScreenLoader = () =>
    load().catch((error: unknown) => {
      component = null;
      throw error;
    });
  return () => (component ??= wrap(loadOrForget));
}

/**
 * A remote's exposed module from its declaration (src/remote.ts): the screen of the matched route,
 * a lazy chunk, inside `Frame`; a route without a screen yet shows its placeholder. This module has
 * no antd: the public remote's first screens use none (each of its antd screens is `themed`, loading
 * the theme with itself); the other remotes frame every screen in the theme (remoteScreens).
 */
export function screensModule(declaration: RemoteDeclaration, Frame: ComponentType<{ children: ReactNode }> = Fragment) {
  assertSameApiClient(declaration.remote, API_CLIENT_VERSION, BUILT_AGAINST_API_CLIENT);
  const screens = new Map<string, () => ComponentType>();
  for (const route of declaration.routes) if (route.screen) screens.set(route.path, retryableLazy(route.screen, route.themed ? lazyThemed : lazy));
  function RemoteScreens({ path, title }: RemoteModuleProps) {
    const Screen = screens.get(path)?.();
    return (
      <Frame>
        <Suspense fallback={<PageSpinner />}>{Screen ? <Screen /> : <RoutePlaceholder title={title} />}</Suspense>
      </Frame>
    );
  }
  // The screen's chunk (React.lazy's later import gets the same module) and its first data, together.
  const preload: ScreenPreload = async (path, dispatch, search = new URLSearchParams()) => {
    const route = declaration.routes.find((candidate) => candidate.path === path);
    route?.prefetch?.(dispatch, search);
    await route?.screen?.();
  };
  return Object.assign(RemoteScreens, { preload });
}
