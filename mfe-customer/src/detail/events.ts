import type { BookingEventDto } from '@dd/contracts/booking';
import { INTL_LOCALES } from '@dd/contracts/language';
import { formatMoney, fromCents } from '@dd/domain/pricing';
import { BUSINESS_TIME_ZONE } from '@dd/domain/time-windows';
import { longDate, PAYMENT_LABELS, STATUS_LABELS, windowText } from '@dd/ui/booking-format';
import { fillEnglish, type UiText } from '@dd/ui/ui-text';
import type { CustomerMessageId, CustomerText } from '../i18n';

const ACTORS: Record<BookingEventDto['actorRole'], CustomerMessageId> = {
  customer: 'event.by.customer',
  dad: 'event.by.dad',
  admin: 'event.by.admin',
  system: 'event.by.system',
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The reader's words and formats: the portal's `t`, libs/ui's `tr` (statuses, windows) and the Intl locale of dates. */
export interface EventWords {
  t: CustomerText;
  tr?: UiText;
  locale?: string;
}

/** One line for a change to the booking, as the customer reads it. `details` is free-form: only known keys are read. */
export function describeEvent(event: BookingEventDto, { t, tr = fillEnglish, locale }: EventWords): string {
  const d = event.details ?? {};
  const when = (iso: string | null) => (iso ? `${longDate(iso, locale)}, ${windowText({ scheduledDate: iso }, tr)}` : null);
  const by = ACTORS[event.actorRole] ? t(ACTORS[event.actorRole]) : '';
  let what: string;
  switch (event.type) {
    case 'created':
      what = t('event.created');
      break;
    case 'rescheduled': {
      const from = when(text(d.from) ?? text(d.previousScheduledDate) ?? text(d.oldScheduledDate));
      const to = when(text(d.to) ?? text(d.scheduledDate) ?? text(d.newScheduledDate));
      what = from && to ? t('event.rescheduled.fromTo', { from, to }) : to ? t('event.rescheduled.to', { to }) : t('event.rescheduled');
      break;
    }
    case 'cancelled':
      what = t('event.cancelled');
      break;
    case 'status_changed': {
      const status = text(d.to) ?? text(d.status);
      const label = STATUS_LABELS[status as keyof typeof STATUS_LABELS];
      what = status ? t('event.status.to', { status: label ? tr(label) : status }) : t('event.status');
      break;
    }
    case 'payment_changed': {
      // The amounts, in words: a fee, a tip or a refund is never just "Paid" (issue 36 item 1).
      if ((d.fee === 'late_cancel' || d.fee === 'no_show') && typeof d.amountCents === 'number')
        return t(d.fee === 'late_cancel' ? 'event.fee.lateCancel' : 'event.fee.noShow', { amount: formatMoney(fromCents(d.amountCents)) });
      if (text(d.tipRefund)) return t('event.tipRefund', { amount: formatMoney(text(d.tipRefund)!), by });
      if (text(d.refundId) && text(d.amount)) return t('event.refund', { amount: formatMoney(text(d.amount)!), by });
      if (text(d.tip)) return t('event.tip', { amount: formatMoney(text(d.tip)!), by });
      const status = text(d.to) ?? text(d.paymentStatus);
      const label = PAYMENT_LABELS[status as keyof typeof PAYMENT_LABELS];
      what = status ? t('event.payment.to', { status: label ? tr(label) : status }) : t('event.payment');
      break;
    }
    case 'dad_assigned':
      what = t('event.dadAssigned');
      break;
    default:
      what = t('event.updated');
  }
  return `${what} ${by}`.trim();
}

const stamps = new Map<string, Intl.DateTimeFormat>();

/** "Mar 10, 2026, 9:05 AM" on the business clock, as `locale` writes it. */
export function formatStamp(iso: string, locale = INTL_LOCALES.en): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  let stamp = stamps.get(locale);
  if (!stamp) stamps.set(locale, (stamp = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE })));
  return stamp.format(instant);
}
