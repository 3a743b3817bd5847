import type { BookingEventDto } from '@dd/contracts/booking';
import { fillEnglish, type UiText } from '@dd/ui/ui-text';
import en from '../locales/en.json';
import es from '../locales/es.json';
import uiEs from '@dd/ui/locales/es.json';
import type { CustomerMessageId } from '../i18n';
import { describeEvent as describe_, formatStamp } from './events';

/** The English catalog's words: what a customer reading English sees. */
const english = { t: (id: CustomerMessageId, values?: Record<string, string | number>) => fillEnglish(en[id], values) };
const describeEvent = (event: BookingEventDto) => describe_(event, english);
/** The Spanish catalogs' words, with Spanish dates. */
const spanish = {
  t: (id: CustomerMessageId, values?: Record<string, string | number>) => fillEnglish(es[id], values),
  tr: ((words, values) => fillEnglish((uiEs as Record<string, string>)[words] ?? words, values)) as UiText,
  locale: 'es-US',
};

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

  it('reads in the customer’s language: the change, who made it, the status and the day', () => {
    expect(describe_(event({ type: 'status_changed', actorRole: 'dad', details: { status: 'in_progress' } }), spanish)).toBe('Estado cambiado a En curso por su detallador');
    expect(describe_(event({ type: 'payment_changed', details: { tip: '15.00', source: 'receipt' } }), spanish)).toBe('Propina de $15.00 agregada por usted');
    expect(describe_(event({ type: 'rescheduled', details: { to: '2026-03-12T19:00:00.000Z' } }), spanish)).toBe('Reprogramada para el jueves, 12 de marzo de 2026, Tarde, 12:00 PM-4:00 PM por usted');
  });

  it('stamps on the business clock', () => {
    expect(formatStamp('2026-03-10T16:05:00.000Z')).toBe('Mar 10, 2026, 9:05 AM');
  });
});
