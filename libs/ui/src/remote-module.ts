import type { ComponentType } from 'react';
import type { AppDispatch } from '@dd/api-client';
import type { RemoteName, RemoteRoute } from '@dd/contracts/routes';

/**
 * The contract of every remote's exposed `./Module`: its default export renders the screen of
 * `path`, the matched pattern of one of the remote's own routes (src/remote.ts, e.g.
 * /dadportal/customer/details/:id), titled `title`. Params come from react-router's `useParams`
 * (the router is a shared singleton).
 */
export interface RemoteModuleProps {
  path: string;
  title: string;
}

/**
 * Starts loading the screen of `path` (one of the remote's route patterns) and the data it shows
 * first, before it renders: the shell calls it when it knows where a user goes next (at sign-in, at
 * the tap on a link). `search` is the address's query (a list's filters).
 */
export type ScreenPreload = (path: string, dispatch: AppDispatch, search?: URLSearchParams) => Promise<unknown>;

export type RemoteModule = { default: ComponentType<RemoteModuleProps> & { preload?: ScreenPreload } };

/** A screen's chunk, loaded when its route first shows. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** A route in the remote's declaration: the published data (RemoteRoute) and its lazy screen. */
export interface RemoteScreenRoute extends RemoteRoute {
  /** Without one, the route shows a placeholder until the screen's release. */
  screen?: ScreenLoader;
  /** The screen brings antd's theme with itself (the public remote's; the others' are all themed). */
  themed?: true;
  /** Asks for the data the screen shows first (RTK Query's prefetch), so it arrives while the screen's code loads. */
  prefetch?: (dispatch: AppDispatch, search: URLSearchParams) => unknown;
}

/**
 * A remote's whole contract with the shell, in one file of its own (src/remote.ts): its routes,
 * screens, titles, page meta and navigation. The build publishes the data part as routes.json
 * beside mf-manifest.json; `./Module` renders the screens.
 */
export interface RemoteDeclaration {
  remote: RemoteName;
  routes: readonly RemoteScreenRoute[];
}

/** The part of a declaration the shell reads (routes.json): the routes without their screens. */
export function publishedRoutes(declaration: RemoteDeclaration): RemoteRoute[] {
  return declaration.routes.map(({ screen: _screen, themed: _themed, prefetch: _prefetch, ...route }) => route);
}

/**
 * What is wrong with a remote's declaration: a path twice, a pattern that is not absolute, a title
 * missing, a navigation entry without a label, two start pages of one kind.
 */
export function declarationProblems(routes: readonly RemoteRoute[]): string[] {
  const paths = routes.map((route) => route.path);
  const starts = routes.flatMap((route) => route.start ?? []);
  return [
    ...paths.filter((path, index) => paths.indexOf(path) !== index).map((path) => `${path} is declared twice`),
    ...routes.filter((route) => !route.path.startsWith('/')).map((route) => `${route.path} does not start with /`),
    ...routes.filter((route) => !route.title.trim()).map((route) => `${route.path} has no title`),
    ...routes.flatMap((route) => (route.nav ?? []).filter((entry) => !entry.label.trim()).map(() => `${route.path} has a navigation entry without a label`)),
    ...starts.filter((start, index) => starts.indexOf(start) !== index).map((start) => `more than one ${start} start page`),
  ];
}
