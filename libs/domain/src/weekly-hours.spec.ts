import { nextWeeklyWindow, TIME_CHOICES } from './weekly-hours';

describe('the window Add Window adds (issue 37 item 19)', () => {
  it('is 09:00-17:00 on the first day of the week without hours, Monday first', () => {
    expect(nextWeeklyWindow([])).toEqual({ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' });
    expect(nextWeeklyWindow([{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }])).toEqual({ dayOfWeek: 2, startTime: '09:00', endTime: '17:00' });
    const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' }));
    expect(nextWeeklyWindow(weekdays)).toEqual({ dayOfWeek: 6, startTime: '09:00', endTime: '17:00' });
    expect(nextWeeklyWindow([...weekdays, { dayOfWeek: 6, startTime: '10:00', endTime: '14:00' }])).toEqual({ dayOfWeek: 0, startTime: '09:00', endTime: '17:00' });
  });
  it('with every day taken, starts after the next day’s last window, inside the choices', () => {
    const week = [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({ dayOfWeek, startTime: '08:00', endTime: '12:00' }));
    const added = nextWeeklyWindow(week);
    expect(added.dayOfWeek).toBe(1);
    expect(added.startTime).toBe('12:00');
    expect(added.endTime > added.startTime).toBe(true);
    expect(TIME_CHOICES).toContain(added.endTime);
  });
});
