// Starts the built API (dist/api/main.js) on an embedded SQLite database of its own, as `npm start`
// would in production mode, and keeps what it prints (query counts, demo sign-ins).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startApi(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-bench-'));
  const child = spawn(process.execPath, ['dist/api/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      NO_COLOR: '1',
      // Production as deployed: the test gateway chosen on purpose, a TLS proxy in front, glibc malloc as npm start sets it.
      PAYMENTS_MODE: 'test',
      TRUST_PROXY: '1',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = [];
  let rest = '';
  child.stdout.on('data', (chunk) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop();
    lines.push(...parts);
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return { base, lines, stop, pid: child.pid, rssBytes: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) * 1024 };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('API did not start; run `npm run build` first');
}
