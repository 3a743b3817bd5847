import { churnPercent, isoWeekOf, mondayOf, weeksFrom } from './plan-figures';

describe('plan figures: weeks and churn', () => {
  it('finds the Monday and the ISO week of a date, the Thursday deciding the year', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday ends its ISO week
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53'); // 2026 has 53 ISO weeks
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('counts this ISO week and the eight after it', () => {
    const weeks = weeksFrom('2026-12-02');
    expect(weeks).toHaveLength(9);
    expect(weeks[0]).toEqual({ isoWeek: '2026-W49', startsOn: '2026-11-30' });
    expect(weeks[4]).toEqual({ isoWeek: '2026-W53', startsOn: '2026-12-28' });
    expect(weeks[8]).toEqual({ isoWeek: '2027-W04', startsOn: '2027-01-25' });
  });

  it('is cancellations over members at the start, one decimal, none without members', () => {
    expect(churnPercent(1, 8)).toBe('12.5');
    expect(churnPercent(1, 3)).toBe('33.3');
    expect(churnPercent(2, 3)).toBe('66.7');
    expect(churnPercent(0, 5)).toBe('0.0');
    expect(churnPercent(0, 0)).toBeNull();
  });
});
