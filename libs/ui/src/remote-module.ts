import type { ComponentType } from 'react';

/**
 * The contract of every remote's exposed `./Module`: its default export renders the screen of
 * `path`, the matched route pattern from APP_ROUTES (e.g. '/dadportal/customer/details/:id').
 * Params come from react-router's `useParams` (the router is a shared singleton).
 */
export interface RemoteModuleProps {
  path: string;
}

export type RemoteModule = { default: ComponentType<RemoteModuleProps> };
