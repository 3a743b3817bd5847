import { Fragment, Suspense, type ComponentType, type ReactNode } from 'react';
import { API_CLIENT_VERSION } from '@dd/api-client';
import type { RemoteName } from '@dd/contracts/routes';
import { PageSpinner } from './page-spinner';
import type { RemoteModuleProps } from './remote-module';
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
 * A remote's exposed module from its screens by route pattern (each a lazy chunk): the screen of
 * the matched route inside `Frame`; a route without a screen yet shows its placeholder. This module
 * has no antd: the public remote's first screens use none (each of its antd screens loads the
 * theme with itself, lazyThemed); the other remotes frame every screen in the theme (remoteScreens).
 */
export function screensModule(remote: RemoteName, screens: Record<string, ComponentType>, Frame: ComponentType<{ children: ReactNode }> = Fragment) {
  assertSameApiClient(remote, API_CLIENT_VERSION, BUILT_AGAINST_API_CLIENT);
  function RemoteScreens({ path, title }: RemoteModuleProps) {
    const Screen = screens[path];
    return (
      <Frame>
        <Suspense fallback={<PageSpinner />}>{Screen ? <Screen /> : <RoutePlaceholder title={title} />}</Suspense>
      </Frame>
    );
  }
  /** For the remote's route-table test (routeTableProblems). */
  RemoteScreens.screenPaths = Object.keys(screens);
  return RemoteScreens;
}
