import {
  addDays,
  ARRIVAL_WINDOWS,
  BOOKING_HORIZON_DAYS,
  calendarDate,
  checkWindowStart,
  formatCalendarDate,
  upcomingWindows,
  wallClock,
  windowStartingAt,
  zonedInstant,
} from './time-windows';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
/** What a clock in Los Angeles shows at an instant: an independent reading to check against. */
const laClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const laWallTime = (iso: string) => laClock.format(new Date(iso)).replace(',', '');

describe('upcomingWindows', () => {
  it('lists the three windows of each day from today, in the business zone, with no fixed date', () => {
    const now = new Date();
    const slots = upcomingWindows(now, { days: 3 });
    const today = laWallTime(now.toISOString()).slice(0, 10);
    expect(slots.map((s) => s.date)).toEqual([today, today, today, addDays(today, 1), addDays(today, 1), addDays(today, 1), addDays(today, 2), addDays(today, 2), addDays(today, 2)]);
    expect(slots.slice(0, 3).map(({ window, label, startTime, endTime }) => ({ window, label, startTime, endTime }))).toEqual([
      { window: 'morning', label: '8:00 AM-12:00 PM', startTime: '08:00', endTime: '12:00' },
      { window: 'afternoon', label: '12:00 PM-4:00 PM', startTime: '12:00', endTime: '16:00' },
      { window: 'evening', label: '4:00 PM-8:00 PM', startTime: '16:00', endTime: '20:00' },
    ]);
    for (const slot of slots) {
      expect(laWallTime(slot.start)).toBe(`${slot.date} ${slot.startTime}`);
      expect(laWallTime(slot.end)).toBe(`${slot.date} ${slot.endTime}`);
    }
  });

  it('places windows at the right instants across the fall-back change (PDT to PST, 2026-11-01)', () => {
    const slots = upcomingWindows(at('2026-10-30T12:00:00Z'), { days: 4, minAdvanceHours: 0 });
    const starts = Object.fromEntries(slots.map((s) => [`${s.date} ${s.window}`, s.start]));
    expect(starts['2026-10-31 morning']).toBe('2026-10-31T15:00:00.000Z'); // 08:00 PDT, UTC-7
    expect(starts['2026-11-01 morning']).toBe('2026-11-01T16:00:00.000Z'); // 08:00 PST, UTC-8
    expect(starts['2026-11-02 evening']).toBe('2026-11-03T00:00:00.000Z');
    const lastOfChangeDay = slots.find((s) => s.date === '2026-11-01' && s.window === 'evening')!;
    expect(lastOfChangeDay.end).toBe('2026-11-02T04:00:00.000Z');
    // Every window is still four hours long on the 25-hour day.
    for (const s of slots) expect(Date.parse(s.end) - Date.parse(s.start)).toBe(4 * HOUR);
  });

  it('places windows at the right instants across the spring-forward change (PST to PDT, 2027-03-14)', () => {
    const slots = upcomingWindows(at('2027-03-12T20:00:00Z'), { days: 3, minAdvanceHours: 0 });
    const starts = Object.fromEntries(slots.map((s) => [`${s.date} ${s.window}`, s.start]));
    expect(starts['2027-03-13 morning']).toBe('2027-03-13T16:00:00.000Z'); // PST
    expect(starts['2027-03-14 morning']).toBe('2027-03-14T15:00:00.000Z'); // PDT
    expect(starts['2027-03-14 afternoon']).toBe('2027-03-14T19:00:00.000Z');
    for (const s of slots) expect(Date.parse(s.end) - Date.parse(s.start)).toBe(4 * HOUR);
  });

  it('starts from the business day, not the UTC day', () => {
    // 2026-11-24 03:00 UTC is still the evening of Nov 23 in California.
    const slots = upcomingWindows(at('2026-11-24T03:00:00Z'), { days: 1, minAdvanceHours: 0 });
    expect(slots.map((s) => s.date)).toEqual(['2026-11-23', '2026-11-23', '2026-11-23']);
    expect(slots.every((s) => !s.bookable)).toBe(true);
  });

  it('marks windows inside the minimum advance as not bookable, to the millisecond', () => {
    const eightAmMonday = at('2026-11-23T16:00:00Z'); // 08:00 PST
    const slots = upcomingWindows(eightAmMonday, { days: 2, minAdvanceHours: 24 });
    expect(slots.filter((s) => s.bookable).map((s) => `${s.date} ${s.window}`)).toEqual([
      '2026-11-24 morning', '2026-11-24 afternoon', '2026-11-24 evening',
    ]);
    const aMomentLater = upcomingWindows(new Date(eightAmMonday.getTime() + 1), { days: 2, minAdvanceHours: 24 });
    expect(aMomentLater.filter((s) => s.bookable).map((s) => s.window)).toEqual(['afternoon', 'evening']);
  });

  it('follows the setting: 2 hours ahead opens later windows of today', () => {
    const nineAm = at('2026-11-23T17:00:00Z');
    const today = upcomingWindows(nineAm, { days: 1, minAdvanceHours: 2 });
    expect(today.map((s) => s.bookable)).toEqual([false, true, true]);
  });

  it('defaults to two weeks and the 24-hour platform minimum', () => {
    const slots = upcomingWindows(at('2026-11-23T16:00:00Z'));
    expect(slots).toHaveLength(14 * 3);
    expect(slots.filter((s) => !s.bookable)).toHaveLength(3);
  });

  it('asks the availability seam about each window it would otherwise offer', () => {
    const seen: string[] = [];
    const slots = upcomingWindows(at('2026-11-23T16:00:00Z'), {
      days: 2,
      minAdvanceHours: 0,
      isAvailable: (slot) => {
        seen.push(`${slot.date} ${slot.window}`);
        return slot.window !== 'evening';
      },
    });
    expect(slots.filter((s) => s.bookable).map((s) => s.window)).toEqual(['morning', 'afternoon', 'morning', 'afternoon']);
    expect(seen).toHaveLength(6);
  });
});

describe('checkWindowStart', () => {
  const now = at('2026-11-23T16:00:00Z');

  it('accepts a window start far enough ahead', () => {
    const result = checkWindowStart(at('2026-11-25T20:00:00Z'), now);
    expect(result).toEqual({ ok: true, date: '2026-11-25', window: ARRIVAL_WINDOWS[1] });
  });

  it('refuses instants that are not a window start', () => {
    for (const iso of ['2026-11-25T16:01:00Z', '2026-11-25T15:00:00Z', '2026-11-25T08:00:00Z', '2026-11-26T04:00:00Z', '2026-11-25T16:00:00.001Z']) {
      expect(checkWindowStart(at(iso), now)).toEqual({ ok: false, reason: 'not_a_window' });
    }
    expect(checkWindowStart(new Date(Number.NaN), now)).toEqual({ ok: false, reason: 'not_a_window' });
  });

  it('refuses the past, then the minimum advance, then beyond the horizon', () => {
    expect(checkWindowStart(at('2026-11-20T16:00:00Z'), now)).toEqual({ ok: false, reason: 'past' });
    expect(checkWindowStart(at('2026-11-23T16:00:00Z'), now)).toEqual({ ok: false, reason: 'past' });
    expect(checkWindowStart(at('2026-11-23T20:00:00Z'), now)).toEqual({ ok: false, reason: 'too_soon' });
    expect(checkWindowStart(at('2026-11-23T20:00:00Z'), now, { minAdvanceHours: 2 })).toMatchObject({ ok: true });
    const lastDay = addDays('2026-11-23', BOOKING_HORIZON_DAYS - 1);
    expect(checkWindowStart(zonedInstant(lastDay, '16:00'), now)).toMatchObject({ ok: true });
    expect(checkWindowStart(zonedInstant(addDays(lastDay, 1), '08:00'), now)).toEqual({ ok: false, reason: 'too_far' });
  });

  it('accepts exactly what upcomingWindows offers, across a year of clocks and both DST changes', () => {
    for (let t = Date.parse('2026-10-25T00:00:00Z'); t < Date.parse('2027-03-20T00:00:00Z'); t += 29 * HOUR + 17 * 60_000) {
      const clock = new Date(t);
      const options = { minAdvanceHours: 5, horizonDays: 3 };
      for (const slot of upcomingWindows(clock, { days: 4, minAdvanceHours: 5 })) {
        const withinHorizon = slot.date < addDays(calendarDate(clock), 3);
        expect({ slot: slot.start, ok: checkWindowStart(new Date(slot.start), clock, options).ok }).toEqual({ slot: slot.start, ok: slot.bookable && withinHorizon });
        expect(laWallTime(slot.start)).toBe(`${slot.date} ${slot.startTime}`);
      }
    }
  });
});

describe('calendar helpers', () => {
  it('converts wall-clock times to instants on both sides of each change', () => {
    expect(zonedInstant('2027-03-13', '08:00').toISOString()).toBe('2027-03-13T16:00:00.000Z');
    expect(zonedInstant('2027-03-14', '08:00').toISOString()).toBe('2027-03-14T15:00:00.000Z');
    expect(zonedInstant('2026-10-31', '20:00').toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(zonedInstant('2026-11-01', '20:00').toISOString()).toBe('2026-11-02T04:00:00.000Z');
  });

  it('writes an instant as HH:MM on the business clock, 24-hour, on both sides of a change and after midnight', () => {
    expect(wallClock(at('2026-03-08T09:59:00Z'))).toBe('01:59'); // PST
    expect(wallClock(at('2026-03-08T10:00:00Z'))).toBe('03:00'); // PDT: 02:00-02:59 never shows
    expect(wallClock(at('2026-11-30T08:05:00Z'))).toBe('00:05');
    expect(wallClock(at('2026-11-30T05:30:00Z'))).toBe('21:30');
  });

  it('resolves the repeated and the missing hour predictably', () => {
    expect(zonedInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T08:30:00.000Z'); // first 01:30 (PDT)
    expect(zonedInstant('2027-03-14', '02:30').toISOString()).toBe('2027-03-14T10:30:00.000Z'); // 03:30 PDT
    expect(windowStartingAt(at('2026-11-01T09:30:00Z'))).toBeNull();
  });

  it('does calendar arithmetic across months, years and DST days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(calendarDate(at('2026-11-01T07:59:59Z'))).toBe('2026-11-01');
    expect(calendarDate(at('2026-11-01T06:59:59Z'))).toBe('2026-10-31');
  });

  it('formats a calendar day as that day, whatever zone the browser is in', () => {
    expect(formatCalendarDate('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatCalendarDate('2027-03-14', { month: 'short', day: 'numeric', year: 'numeric' })).toBe('Mar 14, 2027');
    expect(() => formatCalendarDate('Nov 23')).toThrow('Not a calendar date');
  });
});
