import { upcomingWindows } from '@dd/domain/time-windows';
import { availabilityRange, describeWindow, windowsByDay } from './time-slots';

describe('windowsByDay', () => {
  it('keeps bookable windows only, grouped by day in order; days without any are left out', () => {
    // 10:00 in Irvine on Mar 2 2026 (PST), 24 h minimum: Mar 2 is out, Mar 3 starts at noon.
    const now = new Date('2026-03-02T18:00:00Z');
    const days = windowsByDay(upcomingWindows(now, { days: 3, minAdvanceHours: 24 }));
    expect(days.map((day) => [day.date, day.slots.map((slot) => slot.window)])).toEqual([
      ['2026-03-03', ['afternoon', 'evening']],
      ['2026-03-04', ['morning', 'afternoon', 'evening']],
    ]);
    expect(days[0].slots[0].start).toBe('2026-03-03T20:00:00.000Z');
  });
});

describe('describeWindow', () => {
  it('names the day and window of a window start in the business zone, across DST', () => {
    expect(describeWindow('2026-03-03T16:00:00.000Z')).toBe('Tuesday, March 3 · Morning, 8:00 AM-12:00 PM');
    // After the spring change (Mar 8 2026) 8:00 AM is 15:00 UTC.
    expect(describeWindow('2026-03-10T15:00:00.000Z')).toBe('Tuesday, March 10 · Morning, 8:00 AM-12:00 PM');
  });

  it('is empty for no window or an instant that is not a window start', () => {
    expect(describeWindow(null)).toBe('');
    expect(describeWindow('2026-03-03T16:30:00.000Z')).toBe('');
  });
});

describe('availabilityRange', () => {
  it('starts today on the business calendar (not UTC) and spans the days asked for', () => {
    // 5:30 PM on Mar 2 in Irvine is already Mar 3 in UTC.
    expect(availabilityRange(new Date('2026-03-03T01:30:00Z'), 14)).toEqual({ from: '2026-03-02', to: '2026-03-15' });
  });
});
