import type { BookingSummaryDto } from '@dd/contracts/booking';
import { nextAppointment, recentActivity } from './dashboard';

const booking = (id: string, scheduledDate: string, status: BookingSummaryDto['status']) => ({ id, scheduledDate, status, createdAt: scheduledDate }) as BookingSummaryDto;
const now = new Date('2026-06-01T12:00:00Z');

it('takes the soonest future booking that is neither cancelled nor completed', () => {
  const list = [
    booking('later', '2026-06-20T15:00:00Z', 'pending'),
    booking('past', '2026-05-20T15:00:00Z', 'confirmed'),
    booking('cancelled', '2026-06-02T15:00:00Z', 'cancelled'),
    booking('soon', '2026-06-05T15:00:00Z', 'confirmed'),
  ];
  expect(nextAppointment(list, now)?.id).toBe('soon');
  expect(nextAppointment([list[1], list[2]], now)).toBeUndefined();
});

it('lists the first three bookings with their activity label (its message id)', () => {
  const list = ['a', 'b', 'c', 'd'].map((id, i) => booking(id, `2026-06-0${i + 1}T15:00:00Z`, i === 1 ? 'completed' : 'pending'));
  expect(recentActivity(list).map((item) => [item.id, item.label])).toEqual([
    ['a', 'dash.recent.created'],
    ['b', 'dash.recent.completed'],
    ['c', 'dash.recent.created'],
  ]);
});
