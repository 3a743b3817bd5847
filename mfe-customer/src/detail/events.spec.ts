import type { BookingEventDto } from '@dd/contracts/booking';
import { describeEvent, formatStamp } from './events';

const event = (over: Partial<BookingEventDto>): BookingEventDto => ({
  id: 'e1',
  bookingId: 'b1',
  type: 'created',
  actorId: null,
  actorRole: 'customer',
  details: {},
  createdAt: '2026-03-10T16:05:00.000Z',
  ...over,
});

describe('describeEvent', () => {
  it('names the change and who made it', () => {
    expect(describeEvent(event({}))).toBe('Booking created by you');
    expect(describeEvent(event({ type: 'cancelled', actorRole: 'admin' }))).toBe("Booking cancelled by Dad's Detailing");
    expect(describeEvent(event({ type: 'payment_changed', actorRole: 'system', details: { to: 'refunded' } }))).toBe(
      'Payment: Card hold released (nothing charged) automatically',
    );
    expect(describeEvent(event({ type: 'status_changed', actorRole: 'dad', details: { status: 'in_progress' } }))).toBe('Status changed to In Progress by your detailer');
  });

  it('a reschedule says from and to when the details carry them, and copes when they do not', () => {
    expect(describeEvent(event({ type: 'rescheduled', details: { from: '2026-03-10T15:00:00.000Z', to: '2026-03-12T19:00:00.000Z' } }))).toBe(
      'Rescheduled from Tuesday, March 10, 2026, Morning, 8:00 AM-12:00 PM to Thursday, March 12, 2026, Afternoon, 12:00 PM-4:00 PM by you',
    );
    expect(describeEvent(event({ type: 'rescheduled', details: { unexpected: 1 } }))).toBe('Rescheduled by you');
  });

  it('money changes name their amounts: a fee is not "Paid", a refund and a tip say how much', () => {
    expect(describeEvent(event({ type: 'payment_changed', details: { paymentStatus: 'captured', fee: 'late_cancel', amountCents: 3225 } }))).toBe(
      'Late-cancellation fee of $32.25 charged to your card; the rest of the hold released',
    );
    expect(describeEvent(event({ type: 'payment_changed', actorRole: 'admin', details: { amount: '20.00', refundId: 'r1', reason: 'x' } }))).toBe(
      "Refund of $20.00 to your card by Dad's Detailing",
    );
    expect(describeEvent(event({ type: 'payment_changed', details: { tip: '15.00', source: 'receipt' } }))).toBe('Tip of $15.00 added by you');
  });

  it('stamps on the business clock', () => {
    expect(formatStamp('2026-03-10T16:05:00.000Z')).toBe('Mar 10, 2026, 9:05 AM');
  });
});
