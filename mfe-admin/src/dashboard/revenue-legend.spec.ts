import { dayLabels, legendValues } from './revenue-legend';

describe("the revenue chart's words (issue 37 item 19)", () => {
  const legend = legendValues(['11-01', '11-02', '11-03'], [10, 0, 25.5]);
  it('say the period and its total with no day under the pointer, not "Day: Captured: —"', () => {
    expect(legend.day(null)).toBe('last 3 days');
    expect(legend.captured(null)).toBe('$35.50 in all');
  });
  it('say the day and its amount under the pointer', () => {
    expect(legend.day(1)).toBe('11-02');
    expect(legend.captured(0)).toBe('$0.00');
  });
  it('leave the first day unlabelled on a long period, where it met the y axis', () => {
    const days = Array.from({ length: 90 }, (_, i) => `d${i}`);
    expect(dayLabels(days, [0, 14, 28])).toEqual(['', 'd14', 'd28']);
    expect(dayLabels(days.slice(0, 30), [0, 7])).toEqual(['d0', 'd7']);
  });
});
