// Runs a bench spec of the API (an integration spec that needs the Nest app and the test database,
// skipped unless BENCH=1) through jest, and answers the figures it printed on its `bench: {...}` line.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

export async function runBenchSpec(spec, env = {}) {
  const child = spawn('npx', ['jest', '-c', 'api/jest.config.js', spec, '--silent=false'], {
    env: { ...process.env, BENCH: '1', JEST_INTEGRATION: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'close');
  const line = /bench: (\{.*\})/.exec(output);
  if (code !== 0 || !line) throw new Error(`${spec} failed (exit ${code}):\n${output.slice(-4000)}`);
  return JSON.parse(line[1]);
}
