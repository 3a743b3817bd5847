import type { BookingEventDto } from '@dd/contracts/booking';
import { formatMoney, fromCents } from '@dd/domain/pricing';
import { BUSINESS_TIME_ZONE, lazyDateTimeFormat } from '@dd/domain/time-windows';
import { longDate, PAYMENT_LABELS, STATUS_LABELS, windowText } from '@dd/ui/booking-format';

const ACTORS: Record<BookingEventDto['actorRole'], string> = {
  customer: 'by you',
  dad: 'by your detailer',
  admin: "by Dad's Detailing",
  system: 'automatically',
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

const when = (iso: string | null) => (iso ? `${longDate(iso)}, ${windowText({ scheduledDate: iso })}` : null);

/** One line for a change to the booking, as the customer reads it. `details` is free-form: only known keys are read. */
export function describeEvent(event: BookingEventDto): string {
  const d = event.details ?? {};
  let what: string;
  switch (event.type) {
    case 'created':
      what = 'Booking created';
      break;
    case 'rescheduled': {
      const from = when(text(d.from) ?? text(d.previousScheduledDate) ?? text(d.oldScheduledDate));
      const to = when(text(d.to) ?? text(d.scheduledDate) ?? text(d.newScheduledDate));
      what = from && to ? `Rescheduled from ${from} to ${to}` : to ? `Rescheduled to ${to}` : 'Rescheduled';
      break;
    }
    case 'cancelled':
      what = 'Booking cancelled';
      break;
    case 'status_changed': {
      const status = text(d.to) ?? text(d.status);
      what = status ? `Status changed to ${STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status}` : 'Status changed';
      break;
    }
    case 'payment_changed': {
      // The amounts, in words: a fee, a tip or a refund is never just "Paid" (issue 36 item 1).
      if ((d.fee === 'late_cancel' || d.fee === 'no_show') && typeof d.amountCents === 'number')
        return `${d.fee === 'late_cancel' ? 'Late-cancellation' : 'No-show'} fee of ${formatMoney(fromCents(d.amountCents))} charged to your card; the rest of the hold released`;
      if (text(d.tipRefund)) return `Tip refund of ${formatMoney(text(d.tipRefund)!)} ${ACTORS[event.actorRole]}`;
      if (text(d.refundId) && text(d.amount)) return `Refund of ${formatMoney(text(d.amount)!)} to your card ${ACTORS[event.actorRole]}`;
      if (text(d.tip)) return `Tip of ${formatMoney(text(d.tip)!)} added ${ACTORS[event.actorRole]}`;
      const status = text(d.to) ?? text(d.paymentStatus);
      what = status ? `Payment: ${PAYMENT_LABELS[status as keyof typeof PAYMENT_LABELS] ?? status}` : 'Payment updated';
      break;
    }
    case 'dad_assigned':
      what = 'Detailer assigned';
      break;
    default:
      what = 'Updated';
  }
  return `${what} ${ACTORS[event.actorRole] ?? ''}`.trim();
}

const stamp = lazyDateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/** "Mar 10, 2026, 9:05 AM" on the business clock. */
export function formatStamp(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : stamp().format(instant);
}
