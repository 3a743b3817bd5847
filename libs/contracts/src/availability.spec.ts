import { AVAILABILITY_MESSAGES, availabilityQuerySchema, specificDateAvailabilitySchema, weeklyAvailabilitySchema } from './availability';
import { isCalendarDate } from './calendar-date';
import { dadBookingsQuerySchema } from './dad';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('availability schemas', () => {
  it('accepts a weekly set on the 30-minute grid from 06:00 to 20:00, touching windows allowed', () => {
    const availabilities = [
      { dayOfWeek: 1, startTime: '06:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '12:00', endTime: '20:00' },
      { dayOfWeek: 0, startTime: '09:30', endTime: '10:00' },
    ];
    expect(weeklyAvailabilitySchema.parse({ availabilities })).toEqual({ availabilities });
  });

  it.each([
    [{ dayOfWeek: 1, startTime: '12:00', endTime: '12:00' }, AVAILABILITY_MESSAGES.startBeforeEnd],
    [{ dayOfWeek: 1, startTime: '08:10', endTime: '12:00' }, AVAILABILITY_MESSAGES.timeGrid],
    [{ dayOfWeek: 1, startTime: '08:00', endTime: '20:30' }, AVAILABILITY_MESSAGES.timeGrid],
    [{ dayOfWeek: -1, startTime: '08:00', endTime: '12:00' }, AVAILABILITY_MESSAGES.dayOfWeek],
  ])('refuses %j', (window, message) => {
    expect(firstMessage(weeklyAvailabilitySchema.safeParse({ availabilities: [window] }))).toBe(message);
  });

  it('refuses overlapping windows on one day, not on different days', () => {
    const overlapping = [
      { dayOfWeek: 2, startTime: '08:00', endTime: '12:00' },
      { dayOfWeek: 2, startTime: '11:30', endTime: '14:00' },
    ];
    expect(firstMessage(weeklyAvailabilitySchema.safeParse({ availabilities: overlapping }))).toBe(AVAILABILITY_MESSAGES.overlap);
    expect(weeklyAvailabilitySchema.safeParse({ availabilities: [overlapping[0], { ...overlapping[1], dayOfWeek: 3 }] }).success).toBe(true);
  });

  it('needs a real date for a specific date, with the spec’s words', () => {
    expect(firstMessage(specificDateAvailabilitySchema.safeParse({ startTime: '09:00', endTime: '17:00' }))).toBe('Please select a date');
    expect(firstMessage(specificDateAvailabilitySchema.safeParse({ date: '2027-02-30', startTime: '09:00', endTime: '17:00' }))).toBe('Please select a date');
    expect(firstMessage(specificDateAvailabilitySchema.safeParse({ date: '2027-02-03', startTime: '17:00', endTime: '09:00' }))).toBe('Start time must be before end time');
  });

  it('limits the availability range', () => {
    const query = { from: '2027-01-01', to: '2027-03-03', packageId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' };
    expect(availabilityQuerySchema.safeParse(query).success).toBe(true);
    expect(firstMessage(availabilityQuerySchema.safeParse({ ...query, to: '2027-03-04' }))).toBe(AVAILABILITY_MESSAGES.rangeTooLong);
  });
});

describe('dates that have the right shape but do not exist (issue 23)', () => {
  const impossible = ['2026-99-99', '2026-13-01', '2026-00-00', '2026-02-30', '0000-00-00'];

  it('are refused as calendar dates, not thrown on', () => {
    for (const date of impossible) expect(isCalendarDate(date)).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('are a validation failure in every date schema', () => {
    for (const date of [...impossible, '9999-12-31']) {
      expect(availabilityQuerySchema.safeParse({ from: date, to: date, packageId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' }).success).toBe(false);
      expect(specificDateAvailabilitySchema.safeParse({ date, startTime: '09:00', endTime: '17:00' }).success).toBe(false);
      expect(dadBookingsQuerySchema.safeParse({ date }).success).toBe(false);
    }
  });
});
