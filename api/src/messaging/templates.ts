import { VEHICLE_LABELS, type VehicleType } from '@dd/contracts/enums';
import type { BookingPriceLines } from '@dd/contracts/booking';
import { priceLineItems } from '@dd/domain/loyalty';
import { formatMoney } from '@dd/domain/pricing';
import { expectedArrivalRange } from '@dd/domain/routing';
import { addDays, arrivalWindowLabel, BUSINESS_TIME_ZONE, calendarDate, formatCalendarDate, lazyDateTimeFormat, zonedInstant } from '@dd/domain/time-windows';
import { bookingReference } from '../bookings/booking.entity';
import { calendarInvite } from './calendar';
import { BUSINESS_NAME } from '../common/business-name';
import { renderEmail, type RenderedEmail } from './message-layout';

/** What the booking templates need, read in the transaction of the change. */
export interface BookingView {
  id: string;
  start: Date;
  startTime: string | null;
  endTime: string | null;
  address: string;
  city: string;
  zipCode: string;
  packageName: string;
  vehicleType: VehicleType | null;
  totalAmount: string;
  /** How the server priced it (null on bookings priced before there were price lines). */
  priceLines: BookingPriceLines | null;
  status: string;
  customer: { firstName: string; lastName: string; email: string; phone: string | null };
  dad: { firstName: string; lastName: string } | null;
  /** Its money in words ("Held $129.00 (on the card, charged after the job)"), as the customer's screens say it; empty when none moved. */
  payment?: string;
  /** Its planned arrival in its DAD's route (issue 27): only the day-before reminder names it, as a one-hour range. */
  plannedArrival?: Date | null;
}

export interface TemplateContext {
  /** PUBLIC_URL: every link is absolute. */
  publicUrl: string;
  /** The address in MAIL_FROM (the invite's organizer). */
  organizerEmail: string;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

export const day = (start: Date) => formatCalendarDate(calendarDate(start), LONG_DATE);
const windowLabel = (b: BookingView) => arrivalWindowLabel(b.startTime, b.endTime);
const place = (b: BookingView) => `${b.address}, ${b.city} ${b.zipCode}`;
const clock = lazyDateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/** "9:30 AM-10:30 AM": the reminder's expected arrival, an hour around the planned one inside the window; null without a plan. */
export function expectedArrivalLabel(b: BookingView): string | null {
  if (!b.plannedArrival || !b.endTime) return null;
  const { from, to } = expectedArrivalRange(b.plannedArrival.getTime(), b.start.getTime(), zonedInstant(calendarDate(b.start), b.endTime).getTime());
  return `${clock().format(new Date(from))}-${clock().format(new Date(to))}`;
}

/** The booking number the receipt and the admin screens show (the id's last 8 characters, in capitals). */
export const bookingNumber = (b: Pick<BookingView, 'id'>) => bookingReference(b.id).toUpperCase();

/** The 'Package' row; with several vehicles or add-ons, a row for each vehicle and each add-on with its price. */
function packageRows(b: BookingView): [string, string][] {
  const single = b.vehicleType ? `${b.packageName} (${VEHICLE_LABELS[b.vehicleType]})` : b.packageName;
  const items = b.priceLines ? priceLineItems(b.priceLines, single) : [];
  if (items.length <= 1) return [['Package', single]];
  return items.map(({ term, amount }) => [term, formatMoney(amount)]);
}

function bookingDetails(b: BookingView): [string, string][] {
  return [
    ['Booking number', bookingNumber(b)],
    ['Date', day(b.start)],
    ['Arrival window', windowLabel(b)],
    ['Address', place(b)],
    ...packageRows(b),
    ['Total', formatMoney(b.totalAmount)],
    ...(b.payment ? [['Payment', b.payment] as [string, string]] : []),
  ];
}

const manageLink = (ctx: TemplateContext, b: Pick<BookingView, 'id'>) => `${ctx.publicUrl}/dadportal/customer/details/${b.id}`;

/** The appointment in the customer's calendar: the arrival window, one event per booking. */
function invite(ctx: TemplateContext, b: BookingView, sequence: number, cancelled = false): string {
  const date = calendarDate(b.start);
  return calendarInvite({
    uid: `booking-${b.id}@${new URL(ctx.publicUrl).hostname}`,
    sequence,
    start: b.start,
    end: b.endTime ? zonedInstant(date, b.endTime) : b.start,
    summary: `${BUSINESS_NAME}: ${b.packageName}`,
    location: place(b),
    description: `Your detailer arrives between ${windowLabel(b)}. Manage your booking: ${manageLink(ctx, b)}`,
    url: manageLink(ctx, b),
    organizerEmail: ctx.organizerEmail,
    attendee: { name: `${b.customer.firstName} ${b.customer.lastName}`, email: b.customer.email },
    cancelled,
  });
}

export type CustomerBookingKind = 'booking_received' | 'booking_confirmed' | 'booking_rescheduled' | 'booking_cancelled' | 'booking_reminder';

/**
 * The appointment's day as seen at `now` on the business calendar: 'today', 'tomorrow', or 'on
 * Friday, June 4, 2027'. A reminder sent late (the worker was down, a booking made the same day)
 * must not say 'tomorrow' for a job later today.
 */
export function dayFromNow(start: Date, now: Date): string {
  const date = calendarDate(start);
  const today = calendarDate(now);
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return `on ${day(start)}`;
}

/**
 * The customer's booking emails; each but the reminder carries the calendar invite at `sequence`.
 * `now` is when it is sent: the reminder names the day relative to it.
 */
export function customerBookingEmail(kind: CustomerBookingKind, ctx: TemplateContext, b: BookingView, sequence: number, now = new Date()): RenderedEmail {
  const when = `${day(b.start)}, ${windowLabel(b)}`;
  const expected = kind === 'booking_reminder' ? expectedArrivalLabel(b) : null;
  const relative = dayFromNow(b.start, now);
  const copy = {
    booking_received: {
      subject: `Booking ${bookingNumber(b)} received: ${when}`,
      intro: 'Thank you for booking with us. Your card is held, not charged: we charge it after the job is done.',
      sms: `${BUSINESS_NAME}: booking received for ${when}.`,
    },
    booking_confirmed: {
      subject: `Booking ${bookingNumber(b)} confirmed: ${when}`,
      intro: 'Your booking is confirmed. We look forward to seeing you.',
      sms: `${BUSINESS_NAME}: your booking for ${when} is confirmed.`,
    },
    booking_rescheduled: {
      subject: `Booking moved to ${when}`,
      intro: 'Your booking has a new time. The calendar invite below replaces the earlier one.',
      sms: `${BUSINESS_NAME}: your booking is now ${when}.`,
    },
    booking_cancelled: {
      subject: `Booking cancelled: ${when}`,
      intro: 'Your booking is cancelled and your card hold released. We hope to see you another time.',
      sms: `${BUSINESS_NAME}: your booking for ${when} is cancelled.`,
    },
    booking_reminder: {
      subject: `Reminder: your detail is ${relative}, ${windowLabel(b)}`,
      intro: expected
        ? `A reminder that your detailer comes ${relative}, within your ${windowLabel(b)} window: we expect to arrive between ${expected.replace('-', ' and ')}. Please have the car where we can reach it.`
        : `A reminder that your detailer comes ${relative}, within your ${windowLabel(b)} window. Please have the car where we can reach it.`,
      sms: `${BUSINESS_NAME}: reminder, your detail is ${relative} ${windowLabel(b)}${expected ? ` (expected ${expected})` : ''} at ${b.address}. Reply C to confirm, R to reschedule.`,
    },
  }[kind];
  const link = manageLink(ctx, b);
  return renderEmail({
    subject: copy.subject,
    greeting: `Hi ${b.customer.firstName},`,
    paragraphs: [copy.intro],
    details: expected ? [...bookingDetails(b).slice(0, 3), ['Expected arrival', expected] as [string, string], ...bookingDetails(b).slice(3)] : bookingDetails(b),
    action: { label: kind === 'booking_cancelled' ? 'View booking' : 'Manage booking', url: link },
    sms: `${copy.sms} ${link}`,
    ics: kind === 'booking_reminder' ? undefined : invite(ctx, b, sequence, kind === 'booking_cancelled'),
  });
}

/** Job done: before/after thumbnails, the receipt, and a review request. */
export function bookingCompletedEmail(ctx: TemplateContext, b: BookingView, photos: { url: string; alt: string }[]): RenderedEmail {
  const link = manageLink(ctx, b);
  return renderEmail({
    subject: `Your car is done: ${b.packageName}`,
    greeting: `Hi ${b.customer.firstName},`,
    paragraphs: [
      `${b.dad ? b.dad.firstName : 'Your detailer'} has finished your ${b.packageName}.`,
      'How did we do? A short review helps other customers and helps us improve.',
    ],
    details: bookingDetails(b),
    images: photos,
    action: { label: 'Leave a review', url: `${link}#review` },
    // The receipt opens with the tip picker; ?tip=email records where the tip came from.
    links: [
      { label: 'Receipt and photos', url: link },
      { label: 'Add a tip for your detailer', url: `${link}/receipt?tip=email` },
    ],
    sms: `${BUSINESS_NAME}: your car is done! Photos, receipt and review: ${link}`,
  });
}

/** The detailer started before the arrival window (they were asked first): the customer knows who is at the car. */
export function arrivedEarlyEmail(ctx: TemplateContext, b: BookingView): RenderedEmail {
  const who = b.dad ? `${b.dad.firstName}, your detailer,` : 'Your detailer';
  const link = manageLink(ctx, b);
  return renderEmail({
    subject: `Your detailer has arrived early`,
    greeting: `Hi ${b.customer.firstName},`,
    paragraphs: [`${who} has arrived at ${place(b)} ahead of your ${windowLabel(b)} window and is starting on your car now.`, 'If that does not suit you, reply to this email or call us.'],
    details: bookingDetails(b),
    action: { label: 'View booking', url: link },
    sms: `${BUSINESS_NAME}: your detailer has arrived early, ahead of your ${windowLabel(b)} window, and is starting now. ${link}`,
  });
}

/** The DAD set out (issue 43): who is coming and about when; the customer can answer the text. */
export function onTheWayEmail(ctx: TemplateContext, b: BookingView, expectedAt: Date): RenderedEmail {
  const who = b.dad ? b.dad.firstName : 'Your detailer';
  const at = clock().format(expectedAt);
  return renderEmail({
    subject: `${who} is on the way, arriving around ${at}`,
    greeting: `Hi ${b.customer.firstName},`,
    paragraphs: [`${who} is on the way to ${place(b)} and expects to arrive around ${at}.`, 'Please have the car where we can reach it. You can reply to our text to tell us anything we should know.'],
    details: bookingDetails(b),
    action: { label: 'View booking', url: manageLink(ctx, b) },
    sms: `${BUSINESS_NAME}: ${who} is on the way, arriving around ${at}. Reply to this text if anything changed.`,
  });
}

/** I'm Here (issue 43): the detailer is at the car. */
export function arrivedEmail(ctx: TemplateContext, b: BookingView): RenderedEmail {
  const who = b.dad ? b.dad.firstName : 'Your detailer';
  return renderEmail({
    subject: `${who} has arrived`,
    greeting: `Hi ${b.customer.firstName},`,
    paragraphs: [`${who} has arrived at ${place(b)} and is starting on your car.`],
    details: bookingDetails(b),
    action: { label: 'View booking', url: manageLink(ctx, b) },
    sms: `${BUSINESS_NAME}: ${who} has arrived at ${b.address} and is starting on your car.`,
  });
}

/** The answer to a text `C`: the booking it confirmed. */
export const confirmedByTextSms = (b: BookingView) => `${BUSINESS_NAME}: thanks, you're confirmed for ${day(b.start)}, ${windowLabel(b)}. Reply R to reschedule.`;

/** The answer to a text `R`: up to three windows that fit the DAD's day, picked by replying 1, 2 or 3. */
export function windowsOfferSms(ctx: TemplateContext, b: Pick<BookingView, 'id'>, windows: Array<{ date: string; label: string }>): string {
  if (!windows.length) return `${BUSINESS_NAME}: no open times in the next two weeks. Reply with a time that suits you and we'll help, or see ${manageLink(ctx, b)}`;
  const choices = windows.map((w, i) => `${i + 1}) ${formatCalendarDate(w.date)}, ${w.label}`).join('; ');
  return `${BUSINESS_NAME}: reply ${windows.map((_, i) => i + 1).join(', ').replace(/, (\d)$/, ' or $1')} to move your detail to ${choices}. Or reply with a time that suits you.`;
}

/** The answer to `R` when the rules the portal applies do not allow a move any more. */
export const rescheduleRefusedSms = (policyText: string) => `${BUSINESS_NAME}: this booking can no longer be moved by text. ${policyText} Reply with a message and we'll help.`;

/** The answer to a 1, 2 or 3 that could not be booked (taken meanwhile, or no longer allowed). */
export const pickFailedSms = (reason: string) => `${BUSINESS_NAME}: that time could not be booked: ${reason} Reply R for new times.`;

/** The answer to C or R from a number with no upcoming booking. */
export const noBookingSms = () => `${BUSINESS_NAME}: we couldn't find an upcoming booking for this number. Reply with a message and we'll get back to you.`;

/** A late-cancellation or no-show fee was taken from the held card; the rest of the hold is released. */
export function feeChargedEmail(ctx: TemplateContext, b: BookingView, kind: 'late_cancel' | 'no_show', fee: string): RenderedEmail {
  const when = `${day(b.start)}, ${windowLabel(b)}`;
  const what =
    kind === 'late_cancel'
      ? `Your booking for ${when} is cancelled. As it was cancelled inside the free-cancellation window, the late-cancellation fee of ${formatMoney(fee)} was charged to your card, as agreed at checkout.`
      : `Your detailer came for your booking on ${when} and could not find you or the car, so the booking is closed as a no-show and the no-show fee of ${formatMoney(fee)} was charged to your card, as agreed at checkout.`;
  const link = manageLink(ctx, b);
  return renderEmail({
    subject: kind === 'late_cancel' ? `Booking cancelled, late-cancellation fee ${formatMoney(fee)}` : `Missed appointment: no-show fee ${formatMoney(fee)}`,
    greeting: `Hi ${b.customer.firstName},`,
    paragraphs: [what, 'The rest of the amount held on your card is released. If you think this is a mistake, reply to this email.'],
    details: bookingDetails(b),
    action: { label: 'View booking', url: link },
    sms: `${BUSINESS_NAME}: ${kind === 'late_cancel' ? 'late-cancellation' : 'no-show'} fee of ${formatMoney(fee)} charged for ${when}. ${link}`,
  });
}

export type DadBookingKind = 'dad_assigned' | 'dad_changed' | 'dad_unassigned';

/** Why a job left a DAD's schedule: each says which (issue 37: "cancelled or moved to someone else" told them nothing). */
export type JobRemoval = 'cancelled' | 'no_show' | 'moved';

const REMOVED: Record<JobRemoval, { subject: string; intro: string }> = {
  cancelled: { subject: 'Job cancelled', intro: 'This job is cancelled and off your schedule.' },
  no_show: { subject: 'Job closed as a no-show', intro: 'This job is closed as a no-show: the customer was not there. It is off your schedule.' },
  moved: { subject: 'Job moved to another DAD', intro: 'This job was moved to another DAD and is off your schedule.' },
};

/** A DAD's job news: a new job, a change to one, or one taken off their schedule (`removal` says why). */
export function dadBookingEmail(kind: DadBookingKind, ctx: TemplateContext, dad: { firstName: string }, b: BookingView, removal: JobRemoval = 'moved'): RenderedEmail {
  const when = `${day(b.start)}, ${windowLabel(b)}`;
  const copy = {
    dad_assigned: { subject: `New job: ${when}`, intro: 'A new job is on your schedule.' },
    dad_changed: { subject: `Job changed: ${when}`, intro: 'A job on your schedule has changed. Here is what it is now.' },
    dad_unassigned: { subject: `${REMOVED[removal].subject}: ${when}`, intro: REMOVED[removal].intro },
  }[kind];
  const link = `${ctx.publicUrl}/dadportal/dad/appointments/${b.id}`;
  return renderEmail({
    subject: copy.subject,
    greeting: `Hi ${dad.firstName},`,
    paragraphs: [copy.intro],
    details: [...bookingDetails(b).filter(([label]) => label !== 'Total'), ['Customer', `${b.customer.firstName} ${b.customer.lastName}`]],
    action: kind === 'dad_unassigned' ? undefined : { label: 'Open the job', url: link },
    sms: `${BUSINESS_NAME}: ${copy.subject}. ${kind === 'dad_unassigned' ? '' : link}`.trim(),
  });
}

/** The evening before: tomorrow's jobs, in order. */
export function dadAgendaEmail(ctx: TemplateContext, dad: { firstName: string }, date: string, jobs: BookingView[]): RenderedEmail {
  const when = formatCalendarDate(date, LONG_DATE);
  return renderEmail({
    subject: `Tomorrow's jobs: ${jobs.length} on ${when}`,
    greeting: `Hi ${dad.firstName},`,
    paragraphs: [`Here is your schedule for ${when}.`],
    details: jobs.map((job) => [windowLabel(job), `${job.packageName} at ${place(job)} (${job.customer.firstName} ${job.customer.lastName})`]),
    action: { label: 'Open my appointments', url: `${ctx.publicUrl}/dadportal/dad/appointments` },
    sms: `${BUSINESS_NAME}: ${jobs.length} job${jobs.length === 1 ? '' : 's'} tomorrow. ${ctx.publicUrl}/dadportal/dad/appointments`,
  });
}

export type AdminAlertKind = 'admin_hold_failed' | 'admin_pending';

/** What an admin should act on: a hold that could not be renewed, or a booking waiting for confirmation. */
export function adminAlertEmail(kind: AdminAlertKind, ctx: TemplateContext, admin: { firstName: string }, b: BookingView, issue?: string): RenderedEmail {
  const copy = {
    admin_hold_failed: { subject: `Card hold problem: ${b.customer.firstName} ${b.customer.lastName}, ${day(b.start)}`, intro: issue ?? 'The card hold could not be renewed.' },
    admin_pending: { subject: `Waiting for confirmation: ${b.customer.firstName} ${b.customer.lastName}, ${day(b.start)}`, intro: 'This booking has been waiting for confirmation for a while.' },
  }[kind];
  return renderEmail({
    subject: copy.subject,
    greeting: `Hi ${admin.firstName},`,
    paragraphs: [copy.intro],
    details: [...bookingDetails(b), ['Customer', `${b.customer.firstName} ${b.customer.lastName} <${b.customer.email}>`]],
    action: { label: 'Open Booking Management', url: `${ctx.publicUrl}/dadportal/admin/bookings` },
  });
}

export type AccountKind = 'password_set' | 'password_reset';

/** A one-time password link; the token lives only in this email (the database keeps its hash). */
export function passwordEmail(kind: AccountKind, ctx: TemplateContext, user: { firstName: string }, token: string): RenderedEmail {
  // `first`: the page says "set your password", not a reset that signs every device out (issue 36 item 18).
  const url = `${ctx.publicUrl}/auth/reset?token=${encodeURIComponent(token)}${kind === 'password_set' ? '&first=1' : ''}`;
  const copy = {
    password_set: {
      subject: `Set your ${BUSINESS_NAME} password`,
      paragraphs: [
        'We made an account for you with your booking, so you can follow it, change it and see your photos.',
        'Choose a password to sign in any time. The link works for 7 days.',
      ],
      label: 'Set my password',
    },
    password_reset: {
      subject: `Reset your ${BUSINESS_NAME} password`,
      paragraphs: [
        'Someone (we hope you) asked to reset the password of this account. The link works once, for 30 minutes.',
        'If it was not you, ignore this email: your password stays as it is.',
      ],
      label: 'Reset my password',
    },
  }[kind];
  return renderEmail({ subject: copy.subject, greeting: `Hi ${user.firstName},`, paragraphs: copy.paragraphs, action: { label: copy.label, url } });
}

/** Guesses used up the account's sign-in attempts: a link that lets the person's own browser sign in. */
export function signInLinkEmail(ctx: TemplateContext, user: { firstName: string }, token: string): RenderedEmail {
  return renderEmail({
    subject: `Sign in to ${BUSINESS_NAME} from a new browser`,
    greeting: `Hi ${user.firstName},`,
    paragraphs: [
      'There have been many failed attempts to sign in to your account, so signing in from a browser you have not used before now needs this link. Browsers you signed in from before are not affected.',
      'Open the link in the browser you want to sign in from, then sign in with your password. It works once, for 30 minutes.',
      'If the attempts were not yours, your password is still safe as long as it is not used elsewhere; changing it does no harm.',
    ],
    action: { label: 'Let this browser sign in', url: `${ctx.publicUrl}/auth/device?token=${encodeURIComponent(token)}` },
  });
}

/** An email change: the link to the new address, and a notice to the old one (which keeps working until then). */
export function emailChangeEmail(
  kind: 'email_confirm' | 'email_change_notice',
  ctx: TemplateContext,
  user: { firstName: string; email: string },
  newEmail: string,
  token: string,
): RenderedEmail {
  if (kind === 'email_confirm') {
    return renderEmail({
      subject: `Confirm your new ${BUSINESS_NAME} email address`,
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        `Please confirm that ${newEmail} is your new email address. Until you do, sign in with ${user.email}.`,
        'The link works once, for 24 hours. If you did not ask for this, ignore this email.',
      ],
      action: { label: 'Confirm my email address', url: `${ctx.publicUrl}/email/confirm?token=${encodeURIComponent(token)}` },
    });
  }
  return renderEmail({
    subject: `Your ${BUSINESS_NAME} email address is changing`,
    greeting: `Hi ${user.firstName},`,
    paragraphs: [
      `Someone signed in to your account asked to change its email address to ${newEmail}. It changes once that address confirms it; until then you sign in with this one.`,
      'If it was not you, reset your password now: that cancels the change and signs everyone out.',
    ],
    action: { label: 'Reset my password', url: `${ctx.publicUrl}/auth/forgot` },
  });
}

/** Promotional: the balance has just reached a reward's cost. */
/** A change of the customer's maintenance plan (joined, paused, new day or time, cancelled), in the words given. */
export function planChangedEmail(ctx: TemplateContext, user: { firstName: string }, change: { subject: string; paragraphs: string[] }): RenderedEmail {
  return renderEmail({
    subject: change.subject,
    greeting: `Hi ${user.firstName},`,
    paragraphs: change.paragraphs,
    action: { label: 'See my plan', url: `${ctx.publicUrl}/customer/plans` },
  });
}

export function rewardReachableEmail(
  ctx: TemplateContext,
  user: { firstName: string },
  reward: { name: string; points: number },
  balance: number,
  unsubscribe: { pageUrl: string; oneClickUrl: string },
): RenderedEmail {
  return renderEmail({
    subject: `You have enough points for ${reward.name}`,
    greeting: `Hi ${user.firstName},`,
    paragraphs: [`You have ${balance} wash points: enough for ${reward.name} (${reward.points} points). Claim it and it applies to your next booking.`],
    action: { label: 'See my rewards', url: `${ctx.publicUrl}/dadportal/customer/rewards` },
    unsubscribe,
  });
}

/** A place opened that fits a waiting customer (the waitlist, issue 44): the first to accept books it. */
export function waitlistOfferEmail(ctx: TemplateContext, user: { firstName: string }, offer: { date: string; windowLabel: string; minutes: number }): RenderedEmail {
  const when = `${formatCalendarDate(offer.date, LONG_DATE)}, ${offer.windowLabel}`;
  const url = `${ctx.publicUrl}/customer/waitlist`;
  return renderEmail({
    subject: `A place opened: ${when}`,
    greeting: `Hi ${user.firstName},`,
    paragraphs: [
      `A place you were waiting for opened: ${when}. It is offered to a few waiting customers for ${offer.minutes} minutes; the first to accept gets it.`,
    ],
    action: { label: 'Accept this place', url },
    sms: `${BUSINESS_NAME}: a place opened ${when}. First to accept within ${offer.minutes} min gets it: ${url}`,
  });
}

/** The day before a job the forecast puts at risk (issue 44): keep it, or choose another time. */
export function weatherRiskEmail(ctx: TemplateContext, b: BookingView, risk: { risk: 'rain' | 'heat'; precipitationChance: number; temperatureF: number }): RenderedEmail {
  const what = risk.risk === 'rain' ? `a ${risk.precipitationChance}% chance of rain` : `${risk.temperatureF}°F`;
  const url = `${ctx.publicUrl}/dadportal/customer/details/${b.id}`;
  return renderEmail({
    subject: `Weather for your detail on ${day(b.start)}`,
    greeting: `Hi ${b.customer.firstName},`,
    paragraphs: [
      `The forecast for your ${b.packageName} on ${day(b.start)} shows ${what} during the job.`,
      'You can keep it as it is, or move it to another time at no charge from its page.',
    ],
    action: { label: 'Keep or move it', url },
    sms: `${BUSINESS_NAME}: ${what} forecast for your detail on ${day(b.start)}. Keep it, or move it at no charge: ${url}`,
  });
}
