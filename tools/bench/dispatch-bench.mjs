// Dispatch figures for `npm run bench` (issue 27), `node tools/bench/bench.mjs --only dispatch` or
// `node tools/bench/dispatch-bench.mjs` alone. A simulation, not a timed test:
//  - four weeks of seeded demand across Orange County (ZIPs drawn equally from the 146, the demo
//    data's package mix, each customer asking for one window and taking another that day if it is
//    full), 10 DADs with bases spread over the county, 15-mile coverage and realistic weekly hours;
//  - the same demand against today's rule (a booking holds its DAD from the window's start to its end
//    plus the job, no idea of place), the new planner (routes, least added drive), and the planner's
//    feasibility with the first free DAD instead (to isolate what choosing by drive saves);
//  - each day's routes then driven with the planned drive times and with ±20% random noise on every
//    drive: arrivals after the promised window's end are counted;
//  - and the computation behind GET /api/availability (libs/domain slotAvailability, as
//    availability-bench.mjs times it, queries excluded) for 30 days, 50 DADs, 5,000 bookings, with ZIP
//    coverage and drive times: p95 over 20 runs;
//  - and the request itself, GET /api/availability over HTTP against the built API on MariaDB and
//    SQLite holding 50 DADs and 5,000 bookings with their routes (dispatch-api-bench.mjs).
// The domain code is TypeScript: compiled here with the API's rspack config, as availability-bench.mjs does.
import { fileURLToPath } from 'node:url';
import { compileTs } from './compile-ts.mjs';
import { API_SIZES, AVAILABILITY_GOAL_MS, availabilityOverHttp } from './dispatch-api-bench.mjs';

const WEEKS = 4;
const REQUESTS_PER_DAY = 40;
const PACKAGES = [
  { type: 'tidy_up', minutes: 90, weight: 0.4 },
  { type: 'deep_clean', minutes: 150, weight: 0.45 },
  { type: 'done_dads_way', minutes: 240, weight: 0.15 },
];
// Bases spread over the county; weekly hours: most full days, some mornings or afternoons-evenings only, a day or two off.
const DADS = [
  ['92618', [1, 2, 3, 4, 5], '08:00', '20:00'],
  ['92660', [1, 2, 3, 4, 5, 6], '08:00', '16:00'],
  ['92805', [2, 3, 4, 5, 6], '08:00', '20:00'],
  ['92868', [1, 2, 3, 4, 5], '12:00', '20:00'],
  ['92626', [0, 1, 2, 3, 4], '08:00', '20:00'],
  ['92647', [1, 3, 4, 5, 6], '08:00', '20:00'],
  ['92691', [1, 2, 3, 4, 5], '08:00', '16:00'],
  ['92672', [2, 3, 4, 5, 6], '08:00', '20:00'],
  ['92683', [0, 1, 2, 5, 6], '08:00', '20:00'],
  ['92886', [1, 2, 3, 4, 5, 6], '12:00', '20:00'],
];
const RADIUS_MILES = 15;

async function loadDomain() {
  const modules = await compileTs('dd-dispatch-bench', {
    availability: './libs/domain/src/availability.ts',
    routing: './libs/domain/src/routing.ts',
    windows: './libs/domain/src/time-windows.ts',
    zips: './api/src/settings/orange-county-zips.ts',
  });
  return Object.values(modules).reduce((all, exports) => ({ ...all, ...exports }), {});
}

/** A deterministic generator, so every run simulates the same month. */
function random(seed) {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

const pick = (next, weighted) => {
  let r = next();
  for (const item of weighted) if ((r -= item.weight) < 0) return item;
  return weighted.at(-1);
};

function setup(d) {
  const points = d.ORANGE_COUNTY_ZIPS;
  const centres = new Map(points.map((p) => [p.zip, p]));
  // Pairs kept once estimated, as the API's EstimatedTravelTimes does.
  const known = new Map();
  const road = (a, b) => {
    const key = `${a}|${b}`;
    if (!known.has(key)) known.set(key, centres.get(a) && centres.get(b) ? d.estimateRoad(centres.get(a), centres.get(b)) : undefined);
    return known.get(key);
  };
  const travel = d.withAllowance(road, 10);
  const dads = DADS.map(([base, days, startTime, endTime], i) => {
    const coverage = { homeZip: base, zips: null, radiusMiles: RADIUS_MILES };
    return {
      id: `dad-${String(i).padStart(2, '0')}`,
      weekly: days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime })),
      specific: [],
      baseZip: base,
      covered: d.coveredZips(coverage, points),
    };
  });
  return { points, travel, dads };
}

/** The month's requests: per day, customers in random order, each a ZIP, a package and a wanted window. */
function demand(d, points, from) {
  const next = random(2027);
  const days = [];
  for (let i = 0; i < WEEKS * 7; i++) {
    const date = d.addDays(from, i);
    days.push({
      date,
      requests: Array.from({ length: REQUESTS_PER_DAY }, () => ({
        zip: points[Math.floor(next() * points.length)].zip,
        minutes: pick(next, PACKAGES).minutes,
        wanted: Math.floor(next() * 3),
      })),
    });
  }
  return days;
}

/** Today's rule, as it stood before routes: hold from the window's start to its end plus the job; fairest free DAD, no idea of place. */
function todaysRule(d, dads, date, bookings, request, windowIndex) {
  const window = d.ARRIVAL_WINDOWS[windowIndex];
  const start = d.zonedInstant(date, window.startTime).getTime();
  const end = d.zonedInstant(date, window.endTime).getTime() + request.minutes * 60_000;
  const free = dads
    .filter((dad) => d.covers(d.dadWindowsOn(date, dad.weekly, dad.specific), window.startTime, window.endTime))
    .map((dad) => ({ dad, theirs: bookings.filter((b) => b.dadId === dad.id) }))
    .filter(({ theirs }) => theirs.length < d.MAX_BOOKINGS_PER_DAD_PER_DAY && theirs.every((b) => b.holdEnd <= start || end <= b.holdStart))
    .sort((x, y) => x.theirs.length - y.theirs.length || (x.dad.id < y.dad.id ? -1 : 1));
  return free[0] ? { dadId: free[0].dad.id, holdStart: start, holdEnd: end } : null;
}

/** The planner: the availability rule with routes, coverage and drives; `firstFree` takes the first DAD who can instead of the least added drive. */
function planner(d, dads, travel, date, bookings, request, windowIndex, firstFree) {
  const now = new Date(d.zonedInstant(date, '00:00').getTime() - 7 * 86_400_000);
  const [slot] = d
    .slotAvailability({ now, from: date, to: date, durationMinutes: request.minutes, minAdvanceHours: 24, dads, bookings, zipCode: request.zip, travel })
    .filter((s, i) => i === windowIndex);
  if (!slot.available) return null;
  const dadId = firstFree ? [...slot.freeDadIds].sort()[0] : slot.freeDadIds[0];
  return { dadId, plan: slot.insertions[dadId].plan };
}

function simulate(d, world, days, mode) {
  const { travel } = world;
  // The first free DAD anywhere: no coverage, as dispatch worked before this issue.
  const dads = mode === 'first-free-anywhere' ? world.dads.map((dad) => ({ ...dad, covered: null })) : world.dads;
  const jobs = [];
  let refused = 0;
  for (const { date, requests } of days) {
    const bookings = [];
    for (const [n, request] of requests.entries()) {
      let placed = null;
      // The wanted window, else the others that day.
      for (const w of [request.wanted, (request.wanted + 1) % 3, (request.wanted + 2) % 3]) {
        if (mode === 'today') {
          const held = todaysRule(d, dads, date, bookings, request, w);
          if (held) placed = { ...held, window: w };
        } else {
          const found = planner(d, dads, travel, date, bookings, request, w, mode.startsWith('first-free'));
          if (found) placed = { ...found, window: w };
        }
        if (placed) break;
      }
      if (!placed) {
        refused++;
        continue;
      }
      const window = d.ARRIVAL_WINDOWS[placed.window];
      const booking = {
        id: `${date}-${n}`,
        dadId: placed.dadId,
        scheduledDate: d.zonedInstant(date, window.startTime),
        windowEnd: d.zonedInstant(date, window.endTime).getTime(),
        durationMinutes: request.minutes,
        status: 'confirmed',
        zipCode: request.zip,
        plannedArrival: null,
        holdStart: placed.holdStart,
        holdEnd: placed.holdEnd,
      };
      bookings.push(booking);
      if (placed.plan) for (const stop of placed.plan.stops) bookings.find((b) => b.id === (stop.id || booking.id)).plannedArrival = new Date(stop.arrival);
    }
    jobs.push({ date, bookings });
  }
  return { jobs, refused };
}

/** Drives each DAD's day in route order (planned arrival, or window start under today's rule) with these drive times. */
function drive(d, { dads, travel }, jobs, noise) {
  const next = random(7);
  let late = 0;
  let total = 0;
  let driveMinutes = 0;
  let dadDays = 0;
  for (const { date, bookings } of jobs) {
    for (const dad of dads) {
      const theirs = bookings
        .filter((b) => b.dadId === dad.id)
        .sort((a, b) => (a.plannedArrival ?? a.scheduledDate) - (b.plannedArrival ?? b.scheduledDate) || a.scheduledDate - b.scheduledDate);
      if (d.dadWindowsOn(date, dad.weekly, dad.specific).length) dadDays++;
      let free = -Infinity;
      let at = dad.baseZip;
      for (const b of theirs) {
        const leg = travel(at, b.zipCode);
        const minutes = leg.minutes * (noise ? 0.8 + 0.4 * next() : 1);
        driveMinutes += leg.minutes;
        const arrival = Math.max(b.scheduledDate.getTime(), free + minutes * 60_000);
        if (arrival > b.windowEnd + 1) late++;
        total++;
        free = arrival + b.durationMinutes * 60_000;
        at = b.zipCode;
      }
      if (theirs.length) driveMinutes += travel(at, dad.baseZip).minutes;
    }
  }
  return { late, total, driveMinutes, dadDays };
}

/** p95 of slotAvailability over 30 days for 50 DADs and 5,000 bookings, with ZIPs, coverage and drive times. */
function availabilityTiming(d, { points, travel }) {
  const next = random(42);
  const now = new Date();
  const from = d.addDays(d.calendarDate(now), 1);
  const to = d.addDays(from, 29);
  const dads = Array.from({ length: 50 }, (_, i) => {
    const base = points[Math.floor(next() * points.length)].zip;
    return {
      id: `dad-${String(i).padStart(3, '0')}`,
      weekly: [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: i % 3 ? '08:00' : '06:00', endTime: '20:00' })),
      specific: i % 5 ? [] : [{ date: d.addDays(from, i % 30), startTime: '12:00', endTime: '16:00' }],
      baseZip: base,
      covered: d.coveredZips({ homeZip: base, zips: null, radiusMiles: 15 }, points),
    };
  });
  const statuses = ['pending', 'confirmed', 'confirmed', 'completed', 'cancelled'];
  const bookings = Array.from({ length: 5000 }, (_, i) => {
    const window = d.ARRIVAL_WINDOWS[Math.floor(next() * 3)];
    return {
      id: `b-${i}`,
      dadId: dads[Math.floor(next() * 50)].id,
      scheduledDate: d.zonedInstant(d.addDays(from, Math.floor(next() * 30)), window.startTime),
      durationMinutes: [90, 150, 240][Math.floor(next() * 3)],
      status: statuses[Math.floor(next() * statuses.length)],
      zipCode: points[Math.floor(next() * points.length)].zip,
      plannedArrival: null,
    };
  });
  const run = (zipCode) => d.slotAvailability({ now, from, to, durationMinutes: 150, minAdvanceHours: 24, dads, bookings, zipCode, travel });
  run('92618');
  const times = [];
  const cpu = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    run(points[i % points.length].zip);
    const spent = process.cpuUsage(used);
    times.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const p95 = (list) => [...list].sort((a, b) => a - b)[Math.ceil(list.length * 0.95) - 1];
  return { p95: p95(times), median: [...times].sort((a, b) => a - b)[10], cpuP95: p95(cpu) };
}

export async function dispatchBench() {
  const d = await loadDomain();
  const world = setup(d);
  // Four weeks starting next Monday.
  const today = d.calendarDate(new Date());
  const from = d.addDays(today, ((8 - d.dayOfWeek(today)) % 7) + 7);
  const days = demand(d, world.points, from);
  const result = {};
  for (const mode of ['today', 'planner', 'first-free', 'first-free-anywhere']) {
    const { jobs, refused } = simulate(d, world, days, mode);
    const planned = drive(d, world, jobs, false);
    const noisy = drive(d, world, jobs, true);
    result[mode] = {
      jobs: planned.total,
      refused,
      jobsPerDadDay: planned.total / planned.dadDays,
      lateAtPlan: planned.late,
      lateWithNoise: noisy.late / Math.max(1, noisy.total),
      driveMinutesPerJob: planned.driveMinutes / Math.max(1, planned.total),
    };
  }
  return { ...result, availability: availabilityTiming(d, world), http: await availabilityOverHttp(d, world), requests: days.length * REQUESTS_PER_DAY };
}

/** The table bench.mjs prints. */
export function dispatchLines(r) {
  const pct = (x) => `${(x * 100).toFixed(2)}%`;
  const ratio = r.planner.jobsPerDadDay / r.today.jobsPerDadDay;
  const saved = 1 - r.planner.driveMinutesPerJob / r['first-free-anywhere'].driveMinutesPerJob;
  const savedInCoverage = 1 - r.planner.driveMinutesPerJob / r['first-free'].driveMinutesPerJob;
  const row = (label, f, goal = '') => `  | ${label} | ${['today', 'planner', 'first-free', 'first-free-anywhere'].map((m) => f(r[m])).join(' | ')} | ${goal} |`;
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  return [
    `Dispatch: ${WEEKS} weeks, ${r.requests} requests, ${DADS.length} DADs (${RADIUS_MILES}-mile coverage), drive times from the embedded estimate`,
    "  | | today's rule | route planner | planner's rule, first free DAD in coverage | planner's rule, first free DAD anywhere | goal |",
    '  |---|---|---|---|---|---|',
    row('jobs booked (refused)', (m) => `${m.jobs} (${m.refused})`),
    row('jobs per DAD-day', (m) => m.jobsPerDadDay.toFixed(2), `1.5x today: ${verdict(ratio >= 1.5)} (${ratio.toFixed(2)}x)`),
    row('arrivals after the window, planned drives', (m) => String(m.lateAtPlan), `0: ${verdict(r.planner.lateAtPlan === 0)}`),
    row('arrivals after the window, drives ±20%', (m) => pct(m.lateWithNoise), `<1%: ${verdict(r.planner.lateWithNoise < 0.01)}`),
    row('drive minutes per job', (m) => m.driveMinutesPerJob.toFixed(1), `30% below first free: ${verdict(saved >= 0.3)} (${pct(saved)} below anywhere, ${pct(savedInCoverage)} below in coverage)`),
    `  availability rule, 30 days x 50 DADs x 5,000 bookings with ZIPs and drives: p95 ${r.availability.p95.toFixed(1)} ms wall (median ${r.availability.median.toFixed(1)}), ${r.availability.cpuP95.toFixed(1)} ms CPU; goal < ${AVAILABILITY_GOAL_MS} ms: ${verdict(r.availability.p95 < AVAILABILITY_GOAL_MS)}`,
    ...Object.entries(r.http ?? {}).map(([db, h]) =>
      h.error
        ? `  GET /api/availability on ${db}: not measured (${h.error})`
        : `  GET /api/availability, 30 days, ${API_SIZES.dads} DADs, ${API_SIZES.bookings} bookings (routes and claims), on ${db}, ${h.runs} requests one at a time: p50 ${h.p50.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms, API process CPU ${h.apiCpuMsPerRequest.toFixed(1)} ms a request${h.queries ? `, ${h.queries} statements a request` : ''} (on average ${h.availableWindowsPerRequest.toFixed(0)} of 90 windows open, ${h.changedByBookingsPerRequest.toFixed(1)} closed by the bookings, every answer the domain rule's); goal < ${AVAILABILITY_GOAL_MS} ms p95: ${verdict(h.p95 < AVAILABILITY_GOAL_MS)}`,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--availability-only')) {
  const d = await loadDomain();
  console.log(availabilityTiming(d, setup(d)));
} else if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--http-only')) {
  const d = await loadDomain();
  console.log(await availabilityOverHttp(d, setup(d)));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(dispatchLines(await dispatchBench()).join('\n'));
}
