// Starts the built API (dist/api/main.js) on an embedded SQLite database of its own, as `npm start`
// would in production mode, and keeps what it prints (query counts, demo sign-ins).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

export async function startApi(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-bench-'));
  const inspectPort = port + 2;
  // The inspector's port only: it opens when the bench asks for a full collection (SIGUSR1), not before.
  const child = spawn(process.execPath, [`--inspect-port=127.0.0.1:${inspectPort}`, 'dist/api/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      SECRETS_KEY: 'bench-sealing-key-bench-sealing-key-00000',
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
        const rssBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) * 1024;
        return { base, lines, stop, pid: child.pid, rssBytes, collectedRssBytes: () => collectedRss(child, inspectPort, rssBytes) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('API did not start; run `npm run build` first');
}

/**
 * RSS right after a full garbage collection, asked for through the inspector: what the process
 * really holds, whatever point of its collection cycle V8 had reached (that point alone moves a
 * plain RSS reading by 80 MB here).
 */
async function collectedRss(child, inspectPort, rssBytes) {
  child.kill('SIGUSR1'); // opens the inspector (again: no-op)
  let target;
  for (let i = 0; i < 50 && !target; i++) {
    target = await fetch(`http://127.0.0.1:${inspectPort}/json/list`)
      .then((r) => r.json())
      .then(([first]) => first)
      .catch(() => new Promise((r) => setTimeout(r, 100)));
  }
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await new Promise((resolve) => {
    socket.on('message', (data) => JSON.parse(String(data)).id === 1 && resolve());
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  socket.close();
  await new Promise((r) => setTimeout(r, 500));
  return rssBytes();
}
