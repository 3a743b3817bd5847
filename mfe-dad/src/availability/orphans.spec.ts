import { jobsLeftOutside, TIME_CHOICES } from './orphans';

// 2026-11-23 is a Monday; 08:00 PST is 16:00 UTC.
const job = (id: string, scheduledDate: string, status = 'confirmed' as const) => ({ id, status, scheduledDate, startTime: '08:00', endTime: '12:00' });
const mondays = { weekly: [{ dayOfWeek: 1, startTime: '08:00', endTime: '17:00' }], specific: [] };

describe('jobsLeftOutside', () => {
  const monday = job('mon', '2026-11-23T16:00:00.000Z');

  it('finds a job the new weekly hours no longer cover', () => {
    const after = { weekly: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }], specific: [] };
    expect(jobsLeftOutside([monday], mondays, after, '2026-11-22').map((j) => j.id)).toEqual(['mon']);
  });

  it('finds a job a new specific date overrides, and none when the date still covers it', () => {
    const shortDay = { weekly: mondays.weekly, specific: [{ date: '2026-11-23', startTime: '13:00', endTime: '17:00' }] };
    expect(jobsLeftOutside([monday], mondays, shortDay, '2026-11-22')).toHaveLength(1);
    const longDay = { weekly: mondays.weekly, specific: [{ date: '2026-11-23', startTime: '07:00', endTime: '20:00' }] };
    expect(jobsLeftOutside([monday], mondays, longDay, '2026-11-22')).toHaveLength(0);
  });

  it('ignores past, completed and cancelled jobs, and jobs that were outside already', () => {
    const none = { weekly: [], specific: [] };
    expect(jobsLeftOutside([monday], mondays, none, '2026-11-24')).toHaveLength(0);
    expect(jobsLeftOutside([{ ...monday, status: 'completed' as const }], mondays, none, '2026-11-22')).toHaveLength(0);
    expect(jobsLeftOutside([monday], none, none, '2026-11-22')).toHaveLength(0);
  });
});

describe('TIME_CHOICES', () => {
  it('runs every 30 minutes from 06:00 to 20:00', () => {
    expect(TIME_CHOICES[0]).toBe('06:00');
    expect(TIME_CHOICES[1]).toBe('06:30');
    expect(TIME_CHOICES.at(-1)).toBe('20:00');
    expect(TIME_CHOICES).toHaveLength(29);
  });
});
