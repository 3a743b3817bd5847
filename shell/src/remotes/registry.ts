import { init } from '@module-federation/enhanced/runtime';
import type { Permission } from '@dd/contracts/permissions';
import { REMOTES, ROUTES_FILE, type RemoteDeployment, type RemoteName, type RemoteRoute } from '@dd/contracts/routes';
import type { AppDispatch } from '@dd/api-client';
import type { RemoteModule } from '@dd/ui/remote-module';

/**
 * The deployment config, read at run time: per remote its manifest URL (relative to this file or
 * absolute), its version and the area (permission) its routes belong to. Each remote publishes its
 * own routes as routes.json beside its manifest (which /remotes.json inlines for the versions its
 * server hosts); the shell reads those (small JSON, no remote code) to build its route table, and
 * loads a remote's code when one of its routes first shows.
 */
export const REMOTES_JSON_URL = '/remotes.json';

export const containerName = (remote: RemoteName) => `mfe_${remote}`;

/** A route of the shell's table: a remote's own route, guarded by the area the deployment config gives that remote. */
export interface ShellRoute extends RemoteRoute {
  remote: RemoteName;
  permission?: Permission;
  /** The release (entry URL) that declared the route. */
  entry: string;
}

export interface RouteTable {
  routes: ShellRoute[];
  /** Remotes whose deployment or route list could not be read: their paths are unknown, not absent. */
  unavailable: RemoteName[];
  /** The areas of the remotes /remotes.json names (for one that is down, where its users land). */
  areas: { remote: RemoteName; permission?: Permission; area?: string }[];
  /** When it was read (Date.now() at its arrival): a path unknown to an older table is worth one more read. */
  readAt: number;
}

type Entries = Partial<Record<RemoteName, string>>;

let federation: ReturnType<typeof init> | null = null;
let tablePromise: Promise<RouteTable> | null = null;
const entries: Entries = {};
const loading = new Map<RemoteName, Promise<RemoteModule>>();
const loaded = new Map<RemoteName, { module: RemoteModule; entry: string }>();
/** The version /remotes.json named for each entry (absent for a remote deployed elsewhere without one). */
const versions = new Map<string, string>();
const failed = new Set<RemoteName>();

/** The build plugin already created the shell's federation instance; `init` returns it. */
function federationInstance() {
  federation ??= init({ name: 'shell', remotes: [] });
  return federation;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.json();
}

function isRouteList(value: unknown): value is RemoteRoute[] {
  return Array.isArray(value) && value.every((route) => typeof route?.path === 'string' && typeof route?.title === 'string');
}

/**
 * Registers a remote's entry with the MF runtime; a new version replaces one not loaded yet. A loaded
 * one stays: two builds of one remote cannot share a page (one container name, one chunk-loading
 * global), so a page moves to a newer release by a document load (see `loadedRemoteModule`).
 */
function register(remote: RemoteName, entry: string) {
  if (entries[remote] === entry || loaded.has(remote)) return;
  const replacing = remote in entries;
  entries[remote] = entry;
  federationInstance().registerRemotes([{ name: containerName(remote), entry }], { force: replacing });
}

async function remoteRoutes(remote: RemoteName, deployment: RemoteDeployment, base: URL): Promise<ShellRoute[]> {
  const entry = new URL(deployment.entry, base).href;
  // Inlined by a server that hosts the version; a remote deployed elsewhere has its file read.
  const routes = deployment.routes ?? (await fetchJson(new URL(ROUTES_FILE, entry).href));
  if (!isRouteList(routes)) throw new Error(`The ${remote} remote's ${ROUTES_FILE} is not a list of { path, title }`);
  register(remote, entry);
  if (deployment.version) versions.set(entry, deployment.version);
  return routes.map((route) => ({ ...route, remote, permission: deployment.permission, entry }));
}

async function fetchRouteTable(): Promise<RouteTable> {
  const base = new URL(REMOTES_JSON_URL, window.location.href);
  let config: Record<string, RemoteDeployment | undefined>;
  try {
    config = (await fetchJson(base.href)) as Record<string, RemoteDeployment | undefined>;
  } catch (error) {
    console.warn(`${REMOTES_JSON_URL} could not be read`, error);
    return { routes: [], unavailable: [...REMOTES], areas: [], readAt: Date.now() };
  }
  const results = await Promise.allSettled(
    REMOTES.map((remote) => {
      const deployment = config[remote];
      if (typeof deployment?.entry !== 'string') return Promise.reject(new Error(`${REMOTES_JSON_URL} names no entry for the ${remote} remote`));
      return remoteRoutes(remote, deployment, base);
    }),
  );
  const table: RouteTable = {
    routes: [],
    unavailable: [],
    areas: REMOTES.flatMap((remote) => (config[remote] ? [{ remote, permission: config[remote].permission, area: config[remote].area }] : [])),
    readAt: Date.now(),
  };
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') table.routes.push(...result.value);
    else {
      console.warn(`The ${REMOTES[index]} remote's routes could not be read`, result.reason);
      table.unavailable.push(REMOTES[index]);
    }
  });
  return table;
}

/**
 * The route table, read once; `fresh` reads /remotes.json and the route lists again (Retry, or a
 * path the table does not know: a remote may have shipped it since this page loaded).
 */
export function routeTable(fresh = false): Promise<RouteTable> {
  if (!tablePromise || fresh) tablePromise = fetchRouteTable();
  return tablePromise;
}

/** The version of the remote this page runs, or would load next: what its error reports name. */
export function releaseOf(remote: RemoteName): string | undefined {
  const entry = loaded.get(remote)?.entry ?? entries[remote];
  return entry ? versions.get(entry) : undefined;
}

/**
 * The remote's `./Module` when it has loaded already (no spinner when revisiting its routes), or
 * 'stale' when the loaded one is an older release than `entry`, the release of the route to show.
 */
export function loadedRemoteModule(remote: RemoteName, entry: string): RemoteModule | 'stale' | undefined {
  const current = loaded.get(remote);
  if (!current) return undefined;
  return current.entry === entry ? current.module : 'stale';
}

/**
 * Loads `mfe_<remote>/Module` once. A failure is not cached: the next call (Retry) re-registers
 * the remote so the MF runtime drops its cached manifest, entry script and container first.
 */
export function loadRemoteModule(remote: RemoteName): Promise<RemoteModule> {
  const pending = loading.get(remote);
  if (pending) return pending;

  const attempt = (async () => {
    await routeTable();
    const entry = entries[remote];
    if (!entry) throw new Error(`The ${remote} remote is not deployed (${REMOTES_JSON_URL})`);
    const instance = federationInstance();
    if (failed.has(remote)) {
      instance.registerRemotes([{ name: containerName(remote), entry }], { force: true });
      failed.delete(remote);
    }
    const module = await instance.loadRemote<RemoteModule>(`${containerName(remote)}/Module`);
    if (!module || !module.default) throw new Error(`The ${remote} remote's ./Module has no default export`);
    loaded.set(remote, { module, entry });
    return module;
  })();

  loading.set(remote, attempt);
  attempt.catch(() => {
    loading.delete(remote);
    failed.add(remote);
  });
  return attempt;
}

/**
 * Starts loading a route's remote, its screen and the data that screen shows first, without waiting
 * for it to render (a signed-in user's start page, at the sign-in's answer). A failure is left to the
 * route's own load, which shows it with a Retry.
 */
export function preloadScreen(route: ShellRoute, dispatch: AppDispatch, search?: URLSearchParams): void {
  loadRemoteModule(route.remote)
    .then((module) => module.default.preload?.(route.path, dispatch, search))
    .catch(() => undefined);
}
