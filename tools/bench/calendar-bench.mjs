// The calendar's figures for `npm run bench` (issue 44): the day-before weather pass over tomorrow's
// jobs (2,000 by default) and one waitlist offer round after a cancellation (50 waiting), on MariaDB
// with the NWS adapter on its local stand-in. The work is api/src/weather/weather.bench.int-spec.ts
// (it needs the Nest app and the test database), run here through jest with BENCH=1; its `bench:`
// line carries the figures. Run alone, briefly: `BENCH_JOBS=150 BENCH_WAITING=10 node tools/bench/calendar-bench.mjs`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SPEC = 'api/src/weather/weather.bench.int-spec.ts';

/** Runs the bench spec; answers its figures `{ jobs, dads, passMs, forecastRequests, waiting, roundMs }`. */
export async function calendarBench({ jobs = Number(process.env.BENCH_JOBS ?? 2000), waiting = Number(process.env.BENCH_WAITING ?? 50) } = {}) {
  const child = spawn('npx', ['jest', '-c', 'api/jest.config.js', SPEC, '--silent=false'], {
    env: { ...process.env, BENCH: '1', JEST_INTEGRATION: '1', BENCH_JOBS: String(jobs), BENCH_WAITING: String(waiting) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'close');
  const line = /bench: (\{.*\})/.exec(output);
  if (code !== 0 || !line) throw new Error(`${SPEC} failed (exit ${code}):\n${output.slice(-4000)}`);
  return JSON.parse(line[1]);
}

/** The printed lines, per the other parts' style. */
export function calendarLines(figures) {
  const { jobs, dads, passMs, forecastRequests, waiting, roundMs } = figures;
  return [
    `\nCalendar (issue 44, MariaDB, the NWS adapter on its local stand-in, rain all day)`,
    `  nightly weather pass: ${jobs} of tomorrow's jobs (${dads} DADs) in ${(passMs / 1000).toFixed(1)} s, ${(passMs / jobs).toFixed(1)} ms a job, ${forecastRequests} forecast requests (it runs hourly, one instance)`,
    `  offer round after a cancellation: ${waiting} waiting customers ranked and offered in ${roundMs.toFixed(0)} ms`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of calendarLines(await calendarBench())) console.log(line);
}
