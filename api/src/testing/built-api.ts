import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository's root: where `node dist/api/...` runs. */
export const ROOT = resolve(__dirname, '../../..');

/**
 * Builds dist/api (main.js and worker.js) from this code, so a test that starts them tests what it reads.
 * Jest's globalSetup of the integration runs (api/jest.config.js): once before any suite, as suites running
 * in parallel and each building it would empty the folder under each other.
 */
export default function buildApi(): void {
  execFileSync(process.execPath, ['node_modules/@rspack/cli/bin/rspack.js', 'build', '-c', 'api/rspack.config.js'], { cwd: ROOT, stdio: 'pipe' });
}
