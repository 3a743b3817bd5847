import type { Permission } from './permissions';

export const REMOTES = ['public', 'customer', 'dad', 'admin'] as const;
export type RemoteName = (typeof REMOTES)[number];

/**
 * A route a remote declares in its own `src/routes.ts`, published at build as `routes.json`
 * beside its `mf-manifest.json`. The remote says what it renders, never who may open it.
 */
export interface RemoteRoute {
  /** A react-router path pattern. */
  path: string;
  title: string;
}

/** The file each remote publishes beside its manifest. */
export const ROUTES_FILE = 'routes.json';

/** One remote in the shell's deployment config (`/remotes.json`). */
export interface RemoteDeployment {
  /** URL of its mf-manifest.json, relative to /remotes.json or absolute. */
  entry: string;
  /** The deployed build (a folder name), when the server knows it. */
  version?: string;
  /** The area its routes belong to; absent for public pages. */
  permission?: Permission;
}

export type RemotesConfig = Partial<Record<RemoteName, RemoteDeployment>>;

/** Which area each remote serves: deployment config (the server's, the dev server's), not the remote's claim. */
export const REMOTE_PERMISSIONS: Record<RemoteName, Permission | undefined> = {
  public: undefined,
  customer: 'customerArea',
  dad: 'dadArea',
  admin: 'adminArea',
};
