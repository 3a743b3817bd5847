import {
  claimUnits,
  dadWindowsOn,
  dadsFreeFor,
  reassignCandidates,
  effectiveMinAdvanceHours,
  occupiedInterval,
  slotAvailability,
  type AvailabilityInput,
  type DadSchedule,
  type ScheduledBooking,
} from './availability';
import { zonedInstant } from './time-windows';

// Wednesday 2027-06-02 and the days after it; "now" is far enough before.
const NOW = new Date('2027-05-20T17:00:00Z');
const allWeek = (id: string, startTime = '08:00', endTime = '20:00'): DadSchedule => ({
  id,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime })),
  specific: [],
});
const at = (date: string, time: string) => zonedInstant(date, time);
let n = 0;
const booking = (dadId: string, date: string, time: string, durationMinutes = 90, status = 'confirmed'): ScheduledBooking => ({
  id: `b${++n}`,
  dadId,
  scheduledDate: at(date, time),
  durationMinutes,
  status,
});
const slots = (overrides: Partial<AvailabilityInput>) =>
  slotAvailability({ now: NOW, from: '2027-06-02', to: '2027-06-02', durationMinutes: 90, minAdvanceHours: 24, dads: [], bookings: [], ...overrides });
const byWindow = (result: ReturnType<typeof slotAvailability>) => Object.fromEntries(result.map((s) => [s.window, s]));

describe('a DAD availability on a date', () => {
  const weekly = [
    { dayOfWeek: 3, startTime: '08:00', endTime: '12:00' },
    { dayOfWeek: 3, startTime: '13:00', endTime: '17:00' },
    { dayOfWeek: 4, startTime: '09:00', endTime: '17:00' },
  ];
  it('is the weekday’s weekly windows', () => {
    expect(dadWindowsOn('2027-06-02', weekly, [])).toEqual(weekly.slice(0, 2));
    expect(dadWindowsOn('2027-06-05', weekly, [])).toEqual([]);
  });
  it('is that date’s specific windows when any exist, overriding the weekly ones', () => {
    const specific = [{ date: '2027-06-02', startTime: '16:00', endTime: '20:00' }];
    expect(dadWindowsOn('2027-06-02', weekly, specific)).toEqual(specific);
    expect(dadWindowsOn('2027-06-03', weekly, specific)).toEqual([weekly[2]]);
  });
});

describe('slotAvailability', () => {
  it('offers a window when a DAD covers it, and says no_dad when nobody works then', () => {
    const result = byWindow(slots({ dads: [allWeek('a', '08:00', '16:00')] }));
    expect(result.morning).toMatchObject({ available: true, freeDadIds: ['a'], start: '2027-06-02T15:00:00.000Z' });
    expect(result.afternoon).toMatchObject({ available: true });
    expect(result.evening).toMatchObject({ available: false, reason: 'no_dad' });
    expect(byWindow(slots({ dads: [] })).morning).toMatchObject({ available: false, reason: 'no_dad' });
  });

  it('uses a specific date to close (or open) a day', () => {
    const dad = { ...allWeek('a'), specific: [{ date: '2027-06-02', startTime: '12:00', endTime: '16:00' }] };
    const result = byWindow(slots({ dads: [dad] }));
    expect([result.morning.available, result.afternoon.available, result.evening.available]).toEqual([false, true, false]);
  });

  it('needs the whole arrival window covered; the job may run past the DAD’s availability', () => {
    expect(byWindow(slots({ dads: [allWeek('a', '08:30', '20:00')] })).morning.available).toBe(false);
    // 16:00-20:00 arrival, up to 4 hours of work after 20:00: still offered.
    expect(byWindow(slots({ dads: [allWeek('a')], durationMinutes: 240 })).evening.available).toBe(true);
  });

  it('plans the day as a route: a window is offered while the new job fits with every arrival inside its window', () => {
    const dads = [allWeek('a')];
    // A 90-minute morning job leaves room for a second morning job (arrival 09:30 + drive) and the afternoon.
    const result = byWindow(slots({ dads, bookings: [booking('a', '2027-06-02', '08:00')], travel: () => ({ minutes: 20, meters: 9000 }) }));
    expect([result.morning.available, result.afternoon.available, result.evening.available]).toEqual([true, true, true]);
    expect(result.morning.insertions?.a).toMatchObject({ addedMinutes: 20 });
    // Two 3-hour morning jobs: a third cannot arrive by 12:00.
    const full = byWindow(slots({ dads, durationMinutes: 180, bookings: [booking('a', '2027-06-02', '08:00', 180), booking('a', '2027-06-02', '08:00', 120)] }));
    expect(full.morning).toMatchObject({ available: false, reason: 'fully_booked' });
    expect(full.afternoon.available).toBe(true);
  });

  it('counts the drive: a job that leaves no time to get there by the window’s end is refused', () => {
    const slow = () => ({ minutes: 45, meters: 30_000 });
    // 08:00 + 180 min = 11:00; 45 minutes of drive reaches the next stop at 11:45: still in the morning window.
    const bookings = [booking('a', '2027-06-02', '08:00', 180)];
    expect(byWindow(slots({ dads: [allWeek('a')], bookings, durationMinutes: 180, travel: slow })).morning.available).toBe(true);
    expect(byWindow(slots({ dads: [allWeek('a')], bookings, durationMinutes: 180, travel: () => ({ minutes: 65, meters: 50_000 }) })).morning.available).toBe(false);
  });

  it('keeps a hand-made start (not a window start) at that instant', () => {
    const drive = () => ({ minutes: 10, meters: 5000 });
    // 07:00 for 300 minutes ends at 12:00: a morning job before it cannot end in time, after it arrives at 12:10.
    expect(byWindow(slots({ dads: [allWeek('a')], travel: drive, bookings: [booking('a', '2027-06-02', '07:00', 300)] })).morning.available).toBe(false);
    expect(byWindow(slots({ dads: [allWeek('a')], travel: drive, bookings: [booking('a', '2027-06-02', '10:00', 90)] })).morning.available).toBe(true);
  });

  it('offers only the DADs who cover the ZIP', () => {
    const dads = [{ ...allWeek('a'), covered: new Set(['92618']) }, { ...allWeek('b'), covered: null }];
    expect(byWindow(slots({ dads, zipCode: '92618' })).morning.freeDadIds).toEqual(['a', 'b']);
    expect(byWindow(slots({ dads, zipCode: '92672' })).morning.freeDadIds).toEqual(['b']);
    expect(byWindow(slots({ dads: dads.slice(0, 1), zipCode: '92672' })).morning).toMatchObject({ available: false, reason: 'no_dad' });
  });

  it('picks the DAD whose route grows least', () => {
    const dads = [{ ...allWeek('near'), baseZip: 'N' }, { ...allWeek('far'), baseZip: 'F' }];
    const travel = (from: string, to: string) => ({ minutes: from === to ? 5 : [from, to].includes('F') ? 40 : 10, meters: 1 });
    expect(byWindow(slots({ dads, zipCode: 'N' })).morning.freeDadIds).toEqual(['far', 'near']);
    expect(byWindow(slots({ dads, zipCode: 'N', travel })).morning.freeDadIds).toEqual(['near', 'far']);
  });

  it('ignores cancelled bookings: they free their place', () => {
    const result = byWindow(slots({ dads: [allWeek('a')], bookings: [booking('a', '2027-06-02', '08:00', 90, 'cancelled')] }));
    expect(result.morning.available).toBe(true);
  });

  it('ignores the booking being rescheduled', () => {
    const own = booking('a', '2027-06-02', '08:00');
    const others = [booking('a', '2027-06-02', '12:00'), booking('a', '2027-06-02', '16:00')];
    expect(byWindow(slots({ dads: [allWeek('a')], bookings: [own, ...others] })).afternoon.available).toBe(false);
    expect(byWindow(slots({ dads: [allWeek('a')], bookings: [own, ...others], excludeBookingId: own.id })).afternoon.available).toBe(true);
  });

  it('caps a DAD at 3 bookings a day', () => {
    const dads = [allWeek('a', '06:00', '20:00')];
    // Three short early jobs that do not touch the evening window still fill the day.
    const three = ['06:00', '06:30', '07:00'].map((time) => booking('a', '2027-06-02', time, 30));
    expect(byWindow(slots({ dads, bookings: three.slice(0, 2) })).evening.available).toBe(true);
    expect(byWindow(slots({ dads, bookings: three })).evening).toMatchObject({ available: false, reason: 'fully_booked' });
    // The next day is free again.
    expect(byWindow(slots({ dads, bookings: three, from: '2027-06-03', to: '2027-06-03' })).evening.available).toBe(true);
  });

  it('refuses past windows, windows inside the minimum advance and past the horizon', () => {
    const now = at('2027-06-02', '13:00');
    const result = byWindow(slots({ now, dads: [allWeek('a')], minAdvanceHours: 24 }));
    expect(result.morning.reason).toBe('past');
    expect(result.evening.reason).toBe('min_advance');
    const soon = byWindow(slots({ now, dads: [allWeek('a')], minAdvanceHours: 2 }));
    expect(soon.evening.available).toBe(true);
    const far = slots({ now, dads: [allWeek('a')], from: '2027-07-31', to: '2027-08-01', horizonDays: 60 });
    expect(far.map((s) => s.reason ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'too_far', 'too_far', 'too_far']);
  });

  it('never goes below the 2-hour floor', () => {
    expect(effectiveMinAdvanceHours(0)).toBe(2);
    expect(effectiveMinAdvanceHours(24)).toBe(24);
  });

  it('spreads load: fewest bookings that day, then that week, then id', () => {
    const dads = [allWeek('c'), allWeek('b'), allWeek('a')];
    expect(byWindow(slots({ dads })).morning).toMatchObject({ freeDadIds: ['a', 'b', 'c'], bestCount: 3 });
    const bookings = [booking('a', '2027-06-02', '16:00'), booking('b', '2027-05-31', '08:00')];
    expect(byWindow(slots({ dads, bookings })).morning).toMatchObject({ freeDadIds: ['c', 'b', 'a'], bestCount: 1 });
    // Equally fair but for the id: the assigner picks any of them (parallel checkouts then spread instead of queueing).
    expect(byWindow(slots({ dads, bookings: [booking('a', '2027-06-02', '16:00')] })).morning).toMatchObject({ freeDadIds: ['b', 'c', 'a'], bestCount: 2 });
  });

  describe('on the DST days', () => {
    it('spring forward (2027-03-14, 23 hours): windows at the right instants, units from local midnight', () => {
      const result = slots({ from: '2027-03-14', to: '2027-03-14', now: new Date('2027-03-01T00:00:00Z'), dads: [allWeek('a')] });
      expect(result.map((s) => s.start)).toEqual(['2027-03-14T15:00:00.000Z', '2027-03-14T19:00:00.000Z', '2027-03-14T23:00:00.000Z']);
      // 08:00 PDT is 7 elapsed hours after midnight PST: 5-minute unit 84, not 96.
      const units = claimUnits(occupiedInterval(at('2027-03-14', '08:00'), 90));
      expect(units[0]).toBe(84);
      expect(units).toHaveLength(48 + 18);
      const booked = byWindow(slots({ from: '2027-03-14', to: '2027-03-14', now: new Date('2027-03-01T00:00:00Z'), dads: [allWeek('a')], bookings: [booking('a', '2027-03-14', '16:00')] }));
      expect([booked.morning.available, booked.afternoon.available, booked.evening.available]).toEqual([true, true, true]);
    });

    it('fall back (2027-11-07, 25 hours)', () => {
      const result = slots({ from: '2027-11-07', to: '2027-11-07', now: new Date('2027-11-01T00:00:00Z'), dads: [allWeek('a')] });
      expect(result.map((s) => s.start)).toEqual(['2027-11-07T16:00:00.000Z', '2027-11-07T20:00:00.000Z', '2027-11-08T00:00:00.000Z']);
      expect(claimUnits(occupiedInterval(at('2027-11-07', '08:00'), 90))[0]).toBe(108);
      const evening = occupiedInterval(at('2027-11-07', '16:00'), 240);
      expect(evening).toMatchObject({ date: '2027-11-07', end: Date.parse('2027-11-08T08:00:00Z') });
      expect(claimUnits(evening).at(-1)).toBe(299);
      const now = new Date('2027-11-01T00:00:00Z');
      // Three jobs fill the day, on the 25-hour day as on any other.
      const three = ['08:00', '12:00', '16:00'].map((time) => booking('a', '2027-11-07', time, 30));
      const booked = byWindow(slots({ from: '2027-11-07', to: '2027-11-07', now, dads: [allWeek('a')], bookings: three }));
      expect([booked.morning.available, booked.afternoon.available, booked.evening.available]).toEqual([false, false, false]);
      // A booking late the evening before does not spill into the day.
      const before = byWindow(slots({ from: '2027-11-07', to: '2027-11-07', now, dads: [allWeek('a')], bookings: [booking('a', '2027-11-06', '16:00', 240)] }));
      expect(before.morning.available).toBe(true);
    });
  });
});

describe('the DADs free for an existing booking (reassignment)', () => {
  const job = { ...booking('a', '2027-06-02', '13:30', 150), startTime: '13:30', endTime: '16:00' };
  it('are those whose hours cover it, into whose route it fits, with fewer than 3 that day, the least added drive first', () => {
    const dads = [allWeek('a'), allWeek('b'), allWeek('c'), allWeek('d', '08:00', '12:00'), allWeek('e')];
    const bookings = [
      job,
      booking('b', '2027-06-02', '08:00', 90),
      booking('c', '2027-06-02', '14:00', 90),
      booking('e', '2027-06-02', '06:00', 30),
      booking('e', '2027-06-02', '08:00', 30),
      booking('e', '2027-06-02', '20:00', 30),
    ];
    const ids = (free: ReturnType<typeof dadsFreeFor>) => free.map((dad) => dad.id);
    // c's hand-made 14:00 job ends at 15:30: the 13:30-16:00 job fits after it.
    expect(ids(dadsFreeFor(job, dads, bookings))).toEqual(['b', 'c']);
    // A drive of 40 minutes makes c's route too late (15:30 + 40 > 16:00); b's still fits.
    expect(ids(dadsFreeFor(job, dads, bookings, () => ({ minutes: 40, meters: 1 })))).toEqual(['b']);
    // A cancelled job frees its DAD.
    expect(ids(dadsFreeFor(job, dads, [job, { ...bookings[2], status: 'cancelled' }]))).toEqual(['b', 'c', 'e']);
  });
  it('name, for every other DAD who cannot take it, each reason that holds', () => {
    const dads = [
      allWeek('a'),
      allWeek('b'),
      allWeek('c'),
      allWeek('d', '08:00', '12:00'),
      allWeek('e'),
      { ...allWeek('f', '08:00', '12:00'), covered: new Set(['92660']) },
      allWeek('g'),
      { ...allWeek('h'), covered: new Set(['92660']) },
    ];
    const bookings = [
      job,
      booking('c', '2027-06-02', '14:00', 90),
      ...['06:00', '08:00', '20:00'].map((time) => booking('e', '2027-06-02', time, 30)),
      booking('g', '2027-06-02', '08:00', 600),
    ];
    const forty = () => ({ minutes: 40, meters: 1 });
    const { free, busy } = reassignCandidates(job, dads, bookings, forty);
    expect(free.map((dad) => dad.id)).toEqual(['b']);
    expect(busy).toEqual([
      { id: 'c', reasons: ['route_does_not_fit'] },
      { id: 'd', reasons: ['not_working'] },
      { id: 'e', reasons: ['day_full'] },
      { id: 'f', reasons: ['not_covered', 'not_working'] },
      { id: 'g', reasons: ['overlapping_job'] },
      { id: 'h', reasons: ['not_covered'] },
    ]);
    // The same split dadsFreeFor answers with.
    expect(dadsFreeFor(job, dads, bookings, forty)).toEqual(free);
  });
  it('ignore the minimum advance: a job starting within the hour can still move', () => {
    const soon = { ...booking('a', '2027-06-02', '08:00', 90), startTime: '08:00', endTime: '12:00' };
    expect(dadsFreeFor(soon, [allWeek('a'), allWeek('b')], [soon]).map((dad) => dad.id)).toEqual(['b']);
  });
});
