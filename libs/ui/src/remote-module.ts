import type { ComponentType } from 'react';

/**
 * The contract of every remote's exposed `./Module`: its default export renders the screen of
 * `path`, the matched pattern of one of the remote's own routes (src/routes.ts, e.g.
 * '/dadportal/customer/details/:id'), titled `title`. Params come from react-router's `useParams`
 * (the router is a shared singleton).
 */
export interface RemoteModuleProps {
  path: string;
  title: string;
}

export type RemoteModule = { default: ComponentType<RemoteModuleProps> };

/**
 * What is wrong with a remote's route table (src/routes.ts) given the paths its Module has
 * screens for: a path twice, a pattern that is not absolute, a title missing, a screen no route opens.
 */
export function routeTableProblems(routes: readonly { path: string; title: string }[], screenPaths: readonly string[]): string[] {
  const paths = routes.map((route) => route.path);
  return [
    ...paths.filter((path, index) => paths.indexOf(path) !== index).map((path) => `${path} is declared twice`),
    ...routes.filter((route) => !route.path.startsWith('/')).map((route) => `${route.path} does not start with /`),
    ...routes.filter((route) => !route.title.trim()).map((route) => `${route.path} has no title`),
    ...screenPaths.filter((path) => !paths.includes(path)).map((path) => `the screen of ${path} has no route`),
  ];
}
