import type { AvailabilityWindowDto, UnavailableReason } from '@dd/contracts/availability';
import { dayStatus, windowStatus } from './day-status';

const slot = (start: string, reason?: UnavailableReason): AvailabilityWindowDto => ({
  date: '2026-12-01',
  window: 'morning',
  label: '8:00 AM-12:00 PM',
  startTime: '08:00',
  endTime: '12:00',
  start,
  available: !reason,
  ...(reason ? { reason, reasonText: reason } : {}),
});
const day = (...windows: AvailabilityWindowDto[]) => ({ date: '2026-12-01', windows });

describe('dayStatus', () => {
  it('counts the open windows', () => {
    expect(dayStatus(day(slot('a'), slot('b', 'fully_booked'), slot('c')))).toEqual({ open: 2, text: '2 open' });
  });

  it('says Closed on a day no DAD works, and Full only when the DADs who work are all taken', () => {
    expect(dayStatus(day(slot('a', 'no_dad'), slot('b', 'no_dad'), slot('c', 'no_dad'))).text).toBe('Closed');
    expect(dayStatus(day(slot('a', 'fully_booked'), slot('b', 'fully_booked'), slot('c', 'no_dad'))).text).toBe('Full');
  });

  it('names the booking rules that keep a day out', () => {
    expect(dayStatus(day(slot('a', 'past'), slot('b', 'min_advance'), slot('c', 'min_advance'))).text).toBe('Too soon');
    expect(dayStatus(day(slot('a', 'too_far'))).text).toBe('Too far');
  });

  it('does not count the booking’s own current window as open', () => {
    expect(dayStatus(day(slot('a'), slot('b', 'fully_booked')), 'a')).toEqual({ open: 0, text: 'Full' });
  });
});

describe('windowStatus', () => {
  const now = new Date('2026-11-29T16:00:00Z');
  const policy = { hours: 48, now };

  it('says when choosing a window ends free cancellation (issue 36 item 14)', () => {
    expect(windowStatus(slot('2026-12-01T15:00:00Z'), undefined, policy)).toBe('Available · no free cancellation');
    expect(windowStatus(slot('2026-12-01T16:00:00Z'), undefined, policy)).toBe('Available');
    expect(windowStatus(slot('2026-12-01T15:00:00Z'))).toBe('Available');
  });

  it('names the current time and the server reason first', () => {
    expect(windowStatus(slot('2026-11-30T16:00:00Z'), '2026-11-30T16:00:00Z', policy)).toBe('Your current time');
    expect(windowStatus(slot('2026-11-30T16:00:00Z', 'fully_booked'), undefined, policy)).toBe('fully_booked');
  });
});
