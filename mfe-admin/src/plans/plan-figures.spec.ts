import { churnNote, churnValue, recoveredNote, weekHeading } from './plan-figures';

describe("the plans figures' words (issue 42)", () => {
  it('give churn as a percent of the members at the window’s start, or none', () => {
    const churn = { periodDays: 30, membersAtStart: 8, cancelled: 1, percent: '12.5' };
    expect(churnValue(churn)).toBe('12.5%');
    expect(churnNote(churn)).toBe('1 of 8 members 30 days ago cancelled since');
    expect(churnNote({ ...churn, membersAtStart: 1, cancelled: 0, percent: '0.0' })).toBe('0 of 1 member 30 days ago cancelled since');
    const none = { periodDays: 30, membersAtStart: 0, cancelled: 0, percent: null };
    expect(churnValue(none)).toBe('None');
    expect(churnNote(none)).toBe('No members 30 days ago');
  });

  it('say how many declined payments were recovered', () => {
    expect(recoveredNote({ periodDays: 30, payments: 0, amount: '0.00' })).toBe('No declined payment recovered');
    expect(recoveredNote({ periodDays: 30, payments: 1, amount: '89.00' })).toBe('1 declined payment held after all');
    expect(recoveredNote({ periodDays: 30, payments: 3, amount: '267.00' })).toBe('3 declined payments held after all');
  });

  it('head each week with its ISO week and its Monday', () => {
    expect(weekHeading({ isoWeek: '2026-W49', startsOn: '2026-11-30' })).toBe('W49 · Nov 30');
    expect(weekHeading({ isoWeek: '2026-W53', startsOn: '2026-12-28' })).toBe('W53 · Dec 28');
  });
});
