import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_AREAS, REMOTE_PERMISSIONS, REMOTES, ROUTES_FILE, type RemoteName, type RemoteRoute, type RemotesConfig } from '@dd/contracts/routes';
import { VERSION_NAME, type AppConfig } from '../config/app-config';

/** `tools/remotes.mjs deploy` copies a remote's build to remotesDir/<name>/<version>/ and names it here. */
export const CURRENT_POINTER = 'current';

export const remotesDir = (staticDir: string) => join(staticDir, 'remotes');

function pointedVersion(staticDir: string, name: string): string | undefined {
  try {
    const version = readFileSync(join(remotesDir(staticDir), name, CURRENT_POINTER), 'utf8').trim();
    return VERSION_NAME.test(version) ? version : undefined;
  } catch {
    return undefined; // never deployed here
  }
}

/**
 * The shell's deployment config (/remotes.json): each remote's manifest, its version and the area
 * (permission, and its path for when the remote is down) its routes belong to, which is ours to say, never the remote's. The `current`
 * pointers are read on every call, so a deploy or a rollback takes effect without a restart.
 */
export function deployedRemotes(config: Pick<AppConfig, 'staticDir' | 'remotes'>): RemotesConfig {
  const deployed: RemotesConfig = {};
  for (const name of REMOTES) {
    const { url, version: pinned } = config.remotes[name];
    const area = { permission: REMOTE_PERMISSIONS[name], area: REMOTE_AREAS[name] };
    if (url) {
      deployed[name] = { entry: url, ...area };
      continue;
    }
    const version = pinned ?? pointedVersion(config.staticDir, name);
    if (version) deployed[name] = { entry: `/remotes/${name}/${version}/mf-manifest.json`, version, ...area };
  }
  return deployed;
}

/** For operators (/api/health): the version each remote runs, its URL when deployed elsewhere. */
export function remoteVersions(config: Pick<AppConfig, 'staticDir' | 'remotes'>): Record<string, string> {
  const deployed = deployedRemotes(config);
  return Object.fromEntries(REMOTES.map((name) => [name, deployed[name]?.version ?? deployed[name]?.entry ?? 'not deployed']));
}

const routesByVersion = new Map<string, RemoteRoute[]>();

/**
 * The routes the deployed version of a remote publishes (its routes.json), read once per version;
 * [] when it is deployed elsewhere or not at all. The server uses them for page titles only.
 */
export function deployedRoutes(config: Pick<AppConfig, 'staticDir' | 'remotes'>, name: RemoteName): RemoteRoute[] {
  const version = deployedRemotes(config)[name]?.version;
  if (!version || config.remotes[name].url) return [];
  const key = `${name}/${version}`;
  let routes = routesByVersion.get(key);
  if (!routes) {
    try {
      routes = JSON.parse(readFileSync(join(remotesDir(config.staticDir), name, version, ROUTES_FILE), 'utf8')) as RemoteRoute[];
    } catch {
      routes = [];
    }
    routesByVersion.set(key, routes);
  }
  return routes;
}
