import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { RemoteName } from '@dd/contracts/routes';
import { api } from './api';

type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/** `getDadSummary` of the admin remote is `adminGetDadSummary` (hook `useAdminGetDadSummaryQuery`). */
export type RemoteEndpoints<R extends RemoteName, E extends EndpointDefinitions> = {
  [K in keyof E & string as `${R}${Capitalize<K>}`]: E[K];
};

/** The name an endpoint of `remote` has in the one api. */
export function remoteEndpointName(remote: RemoteName, name: string): string {
  return `${remote}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/**
 * Adds a remote's endpoints to the one api under names scoped to the remote, so two teams can both
 * call theirs `getDadSummary`. All remotes inject into one api (one cache, one set of tags), where
 * RTK keeps the first definition of a name and silently drops the next: here a name that exists
 * already throws instead.
 */
export function injectRemoteEndpoints<R extends RemoteName, E extends EndpointDefinitions>(remote: R, endpoints: (build: Build) => E) {
  return api.injectEndpoints({
    endpoints: (build) =>
      Object.fromEntries(Object.entries(endpoints(build)).map(([name, definition]) => [remoteEndpointName(remote, name), definition])) as RemoteEndpoints<R, E>,
    overrideExisting: 'throw',
  });
}
