import { agendaAt, agendaDue, reminderAt, textableAt } from './message-schedule';

describe('message schedule on the business clock', () => {
  it('reminds at 10:00 Pacific the day before, in PST and in PDT', () => {
    expect(reminderAt(new Date('2027-01-15T16:00:00Z')).toISOString()).toBe('2027-01-14T18:00:00.000Z'); // 08:00 PST
    expect(reminderAt(new Date('2027-07-15T15:00:00Z')).toISOString()).toBe('2027-07-14T17:00:00.000Z'); // 08:00 PDT
  });

  it('is right across the spring change (Sunday 2027-03-14, clocks forward)', () => {
    // Monday 08:00 PDT: the reminder is Sunday 10:00 PDT, after the change.
    expect(reminderAt(new Date('2027-03-15T15:00:00Z')).toISOString()).toBe('2027-03-14T17:00:00.000Z');
    // Sunday 08:00 PDT: the reminder is Saturday 10:00 PST, before it.
    expect(reminderAt(new Date('2027-03-14T15:00:00Z')).toISOString()).toBe('2027-03-13T18:00:00.000Z');
  });

  it('is right across the fall change (Sunday 2027-11-07, clocks back)', () => {
    // Monday 08:00 PST: reminder Sunday 10:00 PST.
    expect(reminderAt(new Date('2027-11-08T16:00:00Z')).toISOString()).toBe('2027-11-07T18:00:00.000Z');
    // Sunday 08:00 PST: reminder Saturday 10:00 PDT.
    expect(reminderAt(new Date('2027-11-07T16:00:00Z')).toISOString()).toBe('2027-11-06T17:00:00.000Z');
  });

  it('a 20:00 Pacific evening booking belongs to its own Pacific day, not the UTC one', () => {
    // 2027-07-15 19:00 PDT is 2027-07-16 02:00 UTC: still reminded on the 14th.
    expect(reminderAt(new Date('2027-07-16T02:00:00Z')).toISOString()).toBe('2027-07-14T17:00:00.000Z');
  });

  it("sends a DAD's agenda at 19:00 the evening before, and says which day is due", () => {
    expect(agendaAt('2027-03-14').toISOString()).toBe('2027-03-14T03:00:00.000Z'); // Sat 19:00 PST
    expect(agendaAt('2027-11-08').toISOString()).toBe('2027-11-08T03:00:00.000Z'); // Sun 19:00 PST
    expect(agendaDue(new Date('2027-03-14T02:59:59Z'))).toBeNull();
    expect(agendaDue(new Date('2027-03-14T03:00:00Z'))).toBe('2027-03-14');
    expect(agendaDue(new Date('2027-03-14T07:59:00Z'))).toBe('2027-03-14'); // 23:59 PST Saturday
  });

  it('holds automatic texts from 21:00 to 8:00 local, in PST and PDT', () => {
    const noon = new Date('2027-01-15T20:00:00Z'); // 12:00 PST
    expect(textableAt(noon)).toBe(noon);
    expect(textableAt(new Date('2027-01-16T05:30:00Z')).toISOString()).toBe('2027-01-16T16:00:00.000Z'); // 21:30 PST -> 08:00 next day
    expect(textableAt(new Date('2027-07-15T13:00:00Z')).toISOString()).toBe('2027-07-15T15:00:00.000Z'); // 06:00 PDT -> 08:00 PDT
    expect(textableAt(new Date('2027-07-15T15:00:00Z')).toISOString()).toBe('2027-07-15T15:00:00.000Z'); // 08:00 sharp goes
    expect(textableAt(new Date('2027-07-16T04:00:00Z')).toISOString()).toBe('2027-07-16T15:00:00.000Z'); // 21:00 sharp waits
  });
});
