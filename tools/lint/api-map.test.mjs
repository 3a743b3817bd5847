import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../docs/api-map.mjs', import.meta.url));

test("the architecture page's API map is today's (features, events and their handlers)", () => {
  // Exits non-zero, naming the page, when a feature, an event or a handler changed without it.
  execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' });
});
