import type { AppFederationConfig } from '../tools/rspack/with-module-federation';

/**
 * The host. No compile-time remotes: at start it reads /remotes.json and registers them with the
 * Module Federation runtime (src/remotes/registry.ts), so each remote deploys on its own.
 */
const config: AppFederationConfig = { name: 'shell' };

export default config;
