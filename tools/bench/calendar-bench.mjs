// The calendar's figures for `npm run bench` (issue 44): the day-before weather pass over tomorrow's
// jobs (2,000 by default) and one waitlist offer round after a cancellation (50 waiting), on MariaDB
// with the NWS adapter on its local stand-in. The work is api/src/weather/weather.bench.int-spec.ts
// (it needs the Nest app and the test database), run here through jest with BENCH=1 (bench-spec.mjs); its
// `bench:` line carries the figures. Run alone, briefly: `BENCH_JOBS=150 BENCH_WAITING=10 node tools/bench/calendar-bench.mjs`.
import { fileURLToPath } from 'node:url';
import { runBenchSpec } from './bench-spec.mjs';

const SPEC = 'api/src/weather/weather.bench.int-spec.ts';

/** Runs the bench spec; answers its figures `{ jobs, dads, passMs, forecastRequests, waiting, roundMs }`. */
export function calendarBench({ jobs = Number(process.env.BENCH_JOBS ?? 2000), waiting = Number(process.env.BENCH_WAITING ?? 50) } = {}) {
  return runBenchSpec(SPEC, { BENCH_JOBS: String(jobs), BENCH_WAITING: String(waiting) });
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
