/**
 * What the shell and the remotes share as Module Federation singletons.
 *
 * - React, the router, Redux and RTK: one copy at run time, otherwise hooks and contexts break.
 * - The workspace libs @dd/contracts/* (prefix share) and @dd/api-client: the one store, the one
 *   RTK Query api (remotes call `api.injectEndpoints` / `rootReducer.inject`), the one routes table.
 *   They carry no npm version, so any copy satisfies any consumer (`requiredVersion: false`).
 *
 * antd (and libs/ui, which imports it) is deliberately NOT shared: a federated antd singleton turns
 * off tree shaking (a 445 KB gzip shared chunk in the spike); each app bundles the components it uses.
 */
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
  'react-router': npmSingleton,
  'react-router-dom': npmSingleton,
  'react-redux': npmSingleton,
  '@reduxjs/toolkit': npmSingleton,
  '@reduxjs/toolkit/query': npmSingleton,
  '@reduxjs/toolkit/query/react': npmSingleton,
  '@dd/contracts/': workspaceSingleton,
  '@dd/api-client': workspaceSingleton,
};
