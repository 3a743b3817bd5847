// Builds TypeScript entries of the repository with the API's own rspack config (same SWC settings),
// only the entries swapped, into a temporary CommonJS folder inside node_modules (so the bundles'
// external requires resolve), loads them, and removes the folder. The benches time domain and API
// code this way without a build of their own.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = resolve(fileURLToPath(import.meta.url), '../../..');

/** `entries`: name -> path from the repository root. Answers each entry's exports, by name. */
export async function compileTs(cacheName, entries) {
  const { rspack } = require('@rspack/core');
  const apiConfig = require(join(root, 'api/rspack.config.js'));
  const outDir = join(root, `node_modules/.cache/${cacheName}`);
  const config = { ...apiConfig, entry: entries, output: { ...apiConfig.output, path: outDir }, devtool: false, plugins: [] };
  try {
    await new Promise((done, fail) =>
      rspack(config, (error, stats) => (error || stats.hasErrors() ? fail(error ?? new Error(stats.toString('errors-only'))) : done())),
    );
    return Object.fromEntries(Object.keys(entries).map((name) => [name, require(join(outDir, `${name}.js`))]));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
