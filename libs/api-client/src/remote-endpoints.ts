import type { EndpointDefinitions, FetchArgs } from '@reduxjs/toolkit/query';
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
  let scoped: EndpointDefinitions = {};
  const injected = api.injectEndpoints({
    endpoints: (build) => {
      scoped = Object.fromEntries(Object.entries(endpoints(build)).map(([name, definition]) => [remoteEndpointName(remote, name), definition]));
      return scoped as RemoteEndpoints<R, E>;
    },
    overrideExisting: 'throw',
  });
  definitionsByRemote.set(remote, { ...definitionsByRemote.get(remote), ...scoped });
  return injected;
}

/** A call to the API a remote's build records (operations.json), checked against the API's OpenAPI document at deploy. */
export interface ApiOperation {
  endpoint: string;
  method: string;
  /** As the browser calls it, a path parameter as `{}`: `/api/bookings/{}/receipt`. */
  path: string;
  /** The JSON Schema of the body it sends, from the endpoint's types (added by the build, tools/rspack/sent-shapes.ts). */
  body?: object;
  /** The JSON Schema of its query parameters (an object), likewise. */
  params?: object;
}

const definitionsByRemote = new Map<RemoteName, EndpointDefinitions>();

/** Stands for any argument: each property is another one, and as text it is a path parameter. */
const ANY = '__any__';
function anyArgument(): never {
  return new Proxy({}, { get: (_target, key) => (key === Symbol.toPrimitive || key === 'toString' ? () => ANY : key === 'then' ? undefined : anyArgument()) }) as never;
}

/**
 * The API operations a remote's endpoints call, found by running each endpoint's `query` (or its
 * `queryFn` against a recording base query) with an argument that stands for any value.
 */
export async function remoteOperations(remote: RemoteName, basePath = '/api'): Promise<ApiOperation[]> {
  const operations: ApiOperation[] = [];
  for (const [endpoint, definition] of Object.entries(definitionsByRemote.get(remote) ?? {})) {
    const calls: (string | FetchArgs)[] = [];
    if ('query' in definition && definition.query) calls.push(definition.query(anyArgument()));
    else if ('queryFn' in definition && definition.queryFn) {
      const recording = (args: string | FetchArgs) => (calls.push(args), { error: { status: 404, data: null } });
      await definition.queryFn(anyArgument(), {} as never, undefined, recording as never);
    }
    for (const call of calls) {
      const { url, method = 'GET' } = typeof call === 'string' ? { url: call } : call;
      operations.push({ endpoint, method: method.toUpperCase(), path: `${basePath}${url.split('?')[0].replaceAll(ANY, '{}')}` });
    }
  }
  return operations;
}
