import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './built-api';

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * The release this code upgrades from: the newest `v*` tag, or, where none is tagged yet, the commit
 * of main's line before the newest migration was added (so there is always a migration between the two).
 */
export function previousReleaseRef(): string {
  try {
    return git('describe', '--tags', '--abbrev=0', '--match', 'v*');
  } catch {
    // Releases are commits of main's own line: a branch's commit, merged later, never shipped (and may
    // name a migration the merge renamed).
    const added = git('log', '--first-parent', '--diff-filter=A', '--format=%H', '-1', '--', 'api/src/app/migrations');
    if (!added) throw new Error('The upgrade test needs the git history (a clone, not an export).');
    return git('rev-parse', `${added}^`);
  }
}

/**
 * That release's API built as it shipped (its api/ and libs/ from git, bundled by its own rspack
 * config) under dist/previous-release/<commit>, beside this checkout's node_modules; built once.
 * Returns the folder to run `node dist/api/main.js` in.
 */
export function buildPreviousRelease(ref = previousReleaseRef()): { commit: string; root: string } {
  const commit = git('rev-parse', `${ref}^{commit}`);
  const root = join(ROOT, 'dist/previous-release', commit);
  if (!existsSync(join(root, 'dist/api/main.js'))) {
    mkdirSync(root, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} api libs tsconfig.base.json package.json | tar -x -C "${root}"`], { cwd: ROOT });
    execFileSync(process.execPath, [join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'api/rspack.config.js'], { cwd: root, stdio: 'pipe' });
  }
  return { commit, root };
}
