import { availabilityRange, describeWindow } from './time-slots';

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
