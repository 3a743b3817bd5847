import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './built-api';

/** Worker processes as `npm run worker` starts them (the built dist/api/worker.js), for tests on real Redis. */
export class QueueWorkers {
  readonly started: ChildProcess[] = [];

  constructor(private readonly env: () => Record<string, string | undefined>) {}

  /** A worker process, once it says it is working; `env` adds to the common settings. */
  async start(name: string, env: Record<string, string> = {}): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['dist/api/worker.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_POOL_SIZE: '2',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'dd-worker-')),
        LOG_FORMAT: 'json',
        INSTANCE_ID: name,
        ...this.env(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.started.push(child);
    let output = '';
    await new Promise<void>((started, failed) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Working on queue')) started();
      });
      child.once('exit', (code) => failed(new Error(`worker ${name} exited with ${code}:\n${output}`)));
    });
    return child;
  }

  /** Ends every worker still running (SIGTERM: each finishes or hands back its job) and waits for them to exit. */
  async stopAll(): Promise<void> {
    const running = this.started.filter((worker) => worker.exitCode === null && worker.signalCode === null);
    await Promise.all(running.map((worker) => new Promise((exited) => worker.once('exit', exited).kill('SIGTERM'))));
  }

  killAll(): void {
    for (const worker of this.started) worker.kill('SIGKILL');
  }
}

/** Reads until `done` holds, every 100 ms, or fails after `ms` naming what it waited for. */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 40_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
