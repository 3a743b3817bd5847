// Maintenance plans' figures for `npm run bench` (issue 42): 1,000 plan members on MariaDB (40 DADs
// across Orange County, four plans at the four intervals, cards saved through the offline test
// gateway), their visits placed by PlanVisitPlacement.run, the hourly job, run after run until nothing
// within the placement horizon (PLACE_AHEAD_DAYS, read from the code) is left; GET /api/availability
// timed before and after. The work is api/src/plans/plan-placement.bench.int-spec.ts, run through jest
// (bench-spec.mjs); its `bench:` line carries the figures. Run alone, briefly:
// `BENCH_MEMBERS=100 BENCH_DADS=12 node tools/bench/plans-bench.mjs`.
import { fileURLToPath } from 'node:url';
import { runBenchSpec } from './bench-spec.mjs';
import { AVAILABILITY_GOAL_MS } from './dispatch-api-bench.mjs';

const SPEC = 'api/src/plans/plan-placement.bench.int-spec.ts';
/** The job runs hourly: placing every member's visits should take less job time than one hour. */
const JOB_BUDGET_MS = 60 * 60 * 1000;

export function plansBench({ members = Number(process.env.BENCH_MEMBERS ?? 1000), dads = Number(process.env.BENCH_DADS ?? 40) } = {}) {
  return runBenchSpec(SPEC, { BENCH_MEMBERS: String(members), BENCH_DADS: String(dads) });
}

const n = (x) => x.toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The printed lines, per the other parts' style. */
export function plansLines(f, verdict) {
  const { placed = 0, unplaced = 0, paymentFailed = 0, ...others } = f.outcome;
  const visits = placed + unplaced + paymentFailed;
  const besides = Object.entries(others).map(([kind, count]) => `, ${n(count)} ${kind}`).join('');
  const awaiting = Object.entries(f.placedPayments).map(([status, count]) => `${n(count)} ${status}`).join(', ');
  const { before, after } = f.availability;
  const avail = (a) => `p50 ${a.p50.toFixed(1)} ms, p95 ${a.p95.toFixed(1)} ms, ${a.statements} statements a request, ${a.openWindows.toFixed(0)} of ${a.days * 3} windows open`;
  return [
    `\nMaintenance plans (issue 42, MariaDB, the offline test gateway): ${n(f.members)} members on ${f.plans.length} plans (${f.plans.map((p) => `${p.interval} ${p.members}`).join(', ')}), ${f.dads} DADs across Orange County; visits placed ${f.horizonDays} days ahead (PLACE_AHEAD_DAYS)`,
    `  placement job: ${n(visits)} visits in ${f.runs} hourly runs, ${seconds(f.totalMs)} of job time (longest run ${seconds(Math.max(...f.runMs))}): ${n(placed)} placed, ${n(unplaced)} unplaced, ${n(paymentFailed)} payment failed${besides}; ${(f.totalMs / visits).toFixed(1)} ms and ${(f.statements / visits).toFixed(1)} statements a visit`,
    `    placed visits' bookings by payment: ${awaiting} (a visit further out than its hold is held by a later run)`,
    `    goal: every member's visits within ${f.horizonDays} days placed in at most one hour of job time (${seconds(f.totalMs)}): ${verdict(f.totalMs <= JOB_BUDGET_MS)}`,
    `  GET /api/availability, ${before.days} days, ${f.availability.package}, ${before.runs} requests one at a time, members' ZIPs: before placing ${avail(before)}; after ${avail(after)}`,
    `    availability p95 after placing ${after.p95.toFixed(1)} ms, goal < ${AVAILABILITY_GOAL_MS} ms (the dispatch part's): ${verdict(after.p95 < AVAILABILITY_GOAL_MS)}`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of plansLines(await plansBench(), (ok) => (ok ? 'met' : 'NOT met'))) console.log(line);
}
