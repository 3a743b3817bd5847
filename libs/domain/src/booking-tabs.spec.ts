import { bookingTab, splitBookingTabs } from './booking-tabs';

const now = new Date('2026-03-10T18:00:00.000Z');
const b = (id: string, scheduledDate: string, status = 'confirmed') => ({ id, scheduledDate, status });

describe('bookingTab (customer-side §4)', () => {
  it('scheduled now or later and neither cancelled nor completed is upcoming', () => {
    expect(bookingTab(b('a', '2026-03-11T16:00:00.000Z'), now)).toBe('upcoming');
    expect(bookingTab(b('a', now.toISOString(), 'pending'), now)).toBe('upcoming');
    expect(bookingTab(b('a', '2026-03-11T16:00:00.000Z', 'in_progress'), now)).toBe('upcoming');
  });

  it('scheduled before now, cancelled or completed is past', () => {
    expect(bookingTab(b('a', '2026-03-10T17:59:59.999Z'), now)).toBe('past');
    expect(bookingTab(b('a', '2026-04-01T16:00:00.000Z', 'cancelled'), now)).toBe('past');
    expect(bookingTab(b('a', '2026-04-01T16:00:00.000Z', 'completed'), now)).toBe('past');
    expect(bookingTab(b('a', 'not a date'), now)).toBe('past');
  });
});

describe('splitBookingTabs', () => {
  it('sorts Upcoming ascending and Past descending, without changing the input', () => {
    const input = [
      b('later', '2026-03-20T16:00:00.000Z'),
      b('old', '2026-01-01T16:00:00.000Z', 'completed'),
      b('soon', '2026-03-11T16:00:00.000Z'),
      b('recent', '2026-03-09T16:00:00.000Z'),
      b('future-cancelled', '2026-05-01T16:00:00.000Z', 'cancelled'),
    ];
    const copy = [...input];
    const tabs = splitBookingTabs(input, now);
    expect(tabs.upcoming.map((x) => x.id)).toEqual(['soon', 'later']);
    expect(tabs.past.map((x) => x.id)).toEqual(['future-cancelled', 'recent', 'old']);
    expect(input).toEqual(copy);
  });
});
