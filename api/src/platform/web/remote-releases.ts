import { readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_FILE, REMOTE_AREAS, REMOTE_PERMISSIONS, REMOTES, ROUTES_FILE, type FirstPaintTemplates, type RemoteName, type RemoteRoute, type RemotesConfig } from '@dd/contracts/routes';
import { VERSION_NAME, type AppConfig } from '../config/app-config';

/** `tools/remotes.mjs deploy` copies a remote's build to remotesDir/<name>/<version>/ and names it here. */
export const CURRENT_POINTER = 'current';
/** `tools/remotes.mjs candidate <name> <percent>` names a version tried by that share of browsers: `<version> <percent>`. */
export const CANDIDATE_POINTER = 'candidate';

/** A browser's place in 0..99, kept in a cookie: it gets a candidate when its place is below the share. */
export type Bucket = number;
export interface Candidate {
  version: string;
  share: number;
}

export const remotesDir = (staticDir: string) => join(staticDir, 'remotes');

function pointedVersion(staticDir: string, name: string): string | undefined {
  try {
    const version = readFileSync(join(remotesDir(staticDir), name, CURRENT_POINTER), 'utf8').trim();
    return VERSION_NAME.test(version) ? version : undefined;
  } catch {
    return undefined; // never deployed here
  }
}

/** The candidate tried for a remote here, if any (never with a pinned version or a URL). */
export function candidateOf(config: Pick<AppConfig, 'staticDir' | 'remotes'>, name: RemoteName): Candidate | undefined {
  if (config.remotes[name].url || config.remotes[name].version) return undefined;
  try {
    const [version, share] = readFileSync(join(remotesDir(config.staticDir), name, CANDIDATE_POINTER), 'utf8').trim().split(/\s+/);
    const percent = Number(share);
    return VERSION_NAME.test(version) && Number.isInteger(percent) && percent > 0 && percent <= 100 ? { version, share: percent } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stops trying `version` as the remote's candidate (an automatic rollback): every browser gets the
 * current version from its next /remotes.json. False when the candidate is another one by now.
 */
export function dropCandidate(config: Pick<AppConfig, 'staticDir' | 'remotes'>, name: RemoteName, version: string): boolean {
  if (candidateOf(config, name)?.version !== version) return false;
  const pointer = join(remotesDir(config.staticDir), name, CANDIDATE_POINTER);
  // Renamed first: of two instances dropping it at once, one removes it.
  const dropped = `${pointer}.dropped-${process.pid}-${Date.now()}`;
  try {
    renameSync(pointer, dropped);
  } catch {
    return false;
  }
  rmSync(dropped, { force: true });
  return true;
}

/**
 * The shell's deployment config (/remotes.json): each remote's manifest, its version and the area
 * (permission, and its path for when the remote is down) its routes belong to, which is ours to say, never the remote's. The `current`
 * pointers are read on every call, so a deploy or a rollback takes effect without a restart. With a
 * browser's `bucket`, a remote's candidate replaces its current version for the candidate's share.
 */
export function deployedRemotes(config: Pick<AppConfig, 'staticDir' | 'remotes'>, bucket?: Bucket): RemotesConfig {
  const deployed: RemotesConfig = {};
  for (const name of REMOTES) {
    const { url, version: pinned } = config.remotes[name];
    const area = { permission: REMOTE_PERMISSIONS[name], area: REMOTE_AREAS[name] };
    if (url) {
      deployed[name] = { entry: url, ...area };
      continue;
    }
    const candidate = bucket === undefined ? undefined : candidateOf(config, name);
    const version = candidate && (bucket ?? 100) < candidate.share ? candidate.version : (pinned ?? pointedVersion(config.staticDir, name));
    if (!version) continue;
    const routes = versionFile<RemoteRoute[]>(config.staticDir, name, version, ROUTES_FILE);
    deployed[name] = { entry: `/remotes/${name}/${version}/mf-manifest.json`, version, ...area, ...(routes && { routes }) };
  }
  return deployed;
}

/** For operators (/api/health): the version each remote runs, its URL when deployed elsewhere. */
export function remoteVersions(config: Pick<AppConfig, 'staticDir' | 'remotes'>): Record<string, string> {
  const deployed = deployedRemotes(config);
  return Object.fromEntries(REMOTES.map((name) => [name, deployed[name]?.version ?? deployed[name]?.entry ?? 'not deployed']));
}

const filesByVersion = new Map<string, unknown>();

/** A file the deployed version of a remote publishes beside its manifest, read once per version; undefined when deployed elsewhere, not at all, or without it. */
function deployedFile<T>(config: Pick<AppConfig, 'staticDir' | 'remotes'>, name: RemoteName, file: string): T | undefined {
  const version = deployedRemotes(config)[name]?.version;
  if (!version || config.remotes[name].url) return undefined;
  return versionFile<T>(config.staticDir, name, version, file);
}

/** A file of one version of a remote (versions never change once deployed), read once; undefined without it. */
function versionFile<T>(staticDir: string, name: RemoteName, version: string, file: string): T | undefined {
  const key = `${name}/${version}/${file}`;
  if (!filesByVersion.has(key)) {
    let content: T | undefined;
    try {
      content = JSON.parse(readFileSync(join(remotesDir(staticDir), name, version, file), 'utf8')) as T;
    } catch {
      content = undefined;
    }
    filesByVersion.set(key, content);
  }
  return filesByVersion.get(key) as T | undefined;
}

/** The routes the deployed version of a remote publishes (its routes.json); the server uses them for page titles only. */
export function deployedRoutes(config: Pick<AppConfig, 'staticDir' | 'remotes'>, name: RemoteName): RemoteRoute[] {
  return deployedFile<RemoteRoute[]>(config, name, ROUTES_FILE) ?? [];
}

/** What the deployed public remote paints before its JavaScript (its first-paint.json), if it does. */
export function deployedFirstPaint(config: Pick<AppConfig, 'staticDir' | 'remotes'>): FirstPaintTemplates | undefined {
  return deployedFile<FirstPaintTemplates>(config, 'public', FIRST_PAINT_FILE);
}
