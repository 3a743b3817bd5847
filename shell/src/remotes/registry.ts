import { init } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@dd/contracts/routes';
import type { RemoteModule } from '@dd/ui/remote-module';

/**
 * Where the remotes live, read at run time: `{"public": "/remotes/public/mf-manifest.json", ...}`.
 * Values may be absolute URLs on other origins; relative ones resolve against this file's URL.
 */
export const REMOTES_JSON_URL = '/remotes.json';

export const containerName = (remote: RemoteName) => `mfe_${remote}`;

type Entries = Partial<Record<RemoteName, string>>;

let federation: ReturnType<typeof init> | null = null;
let entriesPromise: Promise<Entries> | null = null;
const loading = new Map<RemoteName, Promise<RemoteModule>>();
const loaded = new Map<RemoteName, RemoteModule>();
const failed = new Set<RemoteName>();

/** The build plugin already created the shell's federation instance; `init` returns it. */
function federationInstance() {
  federation ??= init({ name: 'shell', remotes: [] });
  return federation;
}

async function fetchEntries(): Promise<Entries> {
  const response = await fetch(REMOTES_JSON_URL, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const json = (await response.json()) as Record<string, unknown>;
  const base = new URL(REMOTES_JSON_URL, window.location.href);
  const entries: Entries = {};
  for (const remote of REMOTES) {
    const value = json[remote];
    if (typeof value === 'string' && value) entries[remote] = new URL(value, base).href;
  }
  federationInstance().registerRemotes(
    Object.entries(entries).map(([remote, entry]) => ({ name: containerName(remote as RemoteName), entry: entry as string })),
  );
  return entries;
}

function remoteEntries(): Promise<Entries> {
  if (!entriesPromise) {
    entriesPromise = fetchEntries();
    // A failed /remotes.json is fetched again on the next attempt.
    entriesPromise.catch(() => (entriesPromise = null));
  }
  return entriesPromise;
}

/** Starts reading /remotes.json (the shell calls it at start so the first route doesn't wait). */
export function startRemoteRegistry(): void {
  remoteEntries().catch(() => undefined);
}

/** The remote's `./Module` when it has loaded already (no spinner when revisiting its routes). */
export function loadedRemoteModule(remote: RemoteName): RemoteModule | undefined {
  return loaded.get(remote);
}

/**
 * Loads `mfe_<remote>/Module` once. A failure is not cached: the next call (Retry) fetches
 * /remotes.json again if that failed, and re-registers the remote so the MF runtime drops its
 * cached manifest, entry script and container before trying again.
 */
export function loadRemoteModule(remote: RemoteName): Promise<RemoteModule> {
  const pending = loading.get(remote);
  if (pending) return pending;

  const attempt = (async () => {
    const entries = await remoteEntries();
    const entry = entries[remote];
    if (!entry) throw new Error(`${REMOTES_JSON_URL} names no entry for the ${remote} remote`);
    const instance = federationInstance();
    if (failed.has(remote)) {
      instance.registerRemotes([{ name: containerName(remote), entry }], { force: true });
      failed.delete(remote);
    }
    const module = await instance.loadRemote<RemoteModule>(`${containerName(remote)}/Module`);
    if (!module || !module.default) throw new Error(`The ${remote} remote's ./Module has no default export`);
    return module;
  })();

  loading.set(remote, attempt);
  attempt.then(
    (module) => loaded.set(remote, module),
    () => {
      loading.delete(remote);
      failed.add(remote);
    },
  );
  return attempt;
}
