/**
 * What the shell and the remotes share as Module Federation singletons.
 *
 * - React, the router, Redux and RTK: one copy at run time, otherwise hooks and contexts break.
 * - @dd/api-client: the one store and the one RTK Query api (remotes call `api.injectEndpoints` /
 *   `rootReducer.inject`). It carries no npm version (`requiredVersion: false`); instead every
 *   remote checks at load that the shell's copy is the build it was compiled against
 *   (`__DD_API_CLIENT_VERSION__`, libs/ui remote-screens) and fails loudly otherwise.
 *
 * @lingui/core and @lingui/react: the i18n runtime, shared as code only (decision 0390): every app sets up its
 *   own instance with its own catalogs, following the one store's language.
 *
 * @dd/contracts and @dd/domain (schemas, messages, rules) are NOT shared: they hold no state, so each
 * app bundles the copy it was built and tested with, and a remote shipped alone never runs the
 * shell's older schemas.
 *
 * antd (and libs/ui, which imports it) is deliberately NOT shared: a federated antd singleton turns
 * off tree shaking (a 445 KB gzip shared chunk in the spike); each app bundles the components it uses.
 */
import path from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/sdk';

type SharedConfig = moduleFederationPlugin.SharedConfig;

const npmSingleton: SharedConfig = { singleton: true };
const workspaceSingleton: SharedConfig = { singleton: true, requiredVersion: false, version: '0.0.0' };

export const SHARED_SINGLETONS: Record<string, SharedConfig> = {
  react: npmSingleton,
  'react/jsx-runtime': npmSingleton,
  'react/jsx-dev-runtime': npmSingleton,
  'react-dom': npmSingleton,
  'react-dom/client': npmSingleton,
  // The names the apps use (router.ts), so the rest of react-router is tree-shaken.
  'react-router-dom': { ...workspaceSingleton, import: path.join(__dirname, 'router.ts') },
  'react-redux': npmSingleton,
  '@reduxjs/toolkit': npmSingleton,
  '@reduxjs/toolkit/query': npmSingleton,
  '@reduxjs/toolkit/query/react': npmSingleton,
  '@dd/api-client': workspaceSingleton,
  // The i18n runtime's code once; each app makes its own instance with its own catalogs (libs/ui i18n).
  '@lingui/core': npmSingleton,
  '@lingui/react': npmSingleton,
};

/** The same singletons bundled into the first chunk (the shell's: it always provides them). */
export function eagerly(shared: Record<string, SharedConfig>): Record<string, SharedConfig> {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }]));
}
