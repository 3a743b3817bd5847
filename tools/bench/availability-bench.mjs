// Availability figure for `npm run bench`: the pure rule behind GET /api/availability
// (libs/domain/src/availability.ts, slotAvailability) over 30 days for 50 DADs with 5,000 bookings,
// on generated data in memory. This times the computation the endpoint does after its four queries
// (DADs, weekly windows, specific dates, bookings of the range); the queries are not included.
//
// The domain code is TypeScript, so it is compiled here with the API's own rspack config (same SWC
// settings), only the entry swapped, as image-bench.mjs does. Run alone with
// `node tools/bench/availability-bench.mjs`.
import { fileURLToPath } from 'node:url';
import { compileTs } from './compile-ts.mjs';

const DAYS = 30;
const DADS = 50;
const BOOKINGS = 5000;
const RUNS = 5;

async function loadDomain() {
  const { windows, availability } = await compileTs('dd-availability-bench', {
    availability: './libs/domain/src/availability.ts',
    windows: './libs/domain/src/time-windows.ts',
  });
  return { ...windows, ...availability };
}

/** A deterministic generator, so every run times the same data. */
function random(seed) {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

function generate({ addDays, calendarDate, zonedInstant, ARRIVAL_WINDOWS }) {
  const next = random(42);
  const now = new Date();
  const from = addDays(calendarDate(now), 1);
  const to = addDays(from, DAYS - 1);
  const dads = Array.from({ length: DADS }, (_, i) => ({
    id: `dad-${String(i).padStart(3, '0')}`,
    weekly: [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: i % 3 ? '08:00' : '06:00', endTime: '20:00' })),
    specific: i % 5 ? [] : [{ date: addDays(from, i % DAYS), startTime: '12:00', endTime: '16:00' }],
  }));
  const statuses = ['pending', 'confirmed', 'confirmed', 'completed', 'cancelled'];
  const bookings = Array.from({ length: BOOKINGS }, (_, i) => {
    const window = ARRIVAL_WINDOWS[Math.floor(next() * 3)];
    return {
      id: `b-${i}`,
      dadId: dads[Math.floor(next() * DADS)].id,
      scheduledDate: zonedInstant(addDays(from, Math.floor(next() * DAYS)), window.startTime),
      durationMinutes: [90, 150, 240][Math.floor(next() * 3)],
      status: statuses[Math.floor(next() * statuses.length)],
    };
  });
  return { now, from, to, dads, bookings };
}

/** { ms, dads, bookings, days }: the median time of one slotAvailability call over the generated month. */
export async function availabilityBench() {
  const domain = await loadDomain();
  const { now, from, to, dads, bookings } = generate(domain);
  const run = () => domain.slotAvailability({ now, from, to, durationMinutes: 150, minAdvanceHours: 24, dads, bookings });
  run();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  const ms = Math.round(times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] * 10) / 10;
  return { ms, dads: DADS, bookings: BOOKINGS, days: DAYS };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await availabilityBench());
}
