import type { VehicleType } from '@dd/contracts/enums';
import type { BookingPriceLines } from '@dd/contracts/booking';
import type { MoneyLine } from '@dd/domain/booking-money';
import { priceLineItems } from '@dd/domain/loyalty';
import { expectedArrivalRange } from '@dd/domain/routing';
import { addDays, ARRIVAL_WINDOWS, calendarDate, formatCalendarDate, zonedInstant } from '@dd/domain/time-windows';
import { bookingReference } from '../bookings/booking.entity';
import { calendarInvite } from './calendar';
import { BUSINESS_NAME } from '../common/business-name';
import { renderEmail, type RenderedEmail } from './message-layout';
import { readerFor, type MessageId, type Reader } from './reader';
import { INTL_LOCALES } from '@dd/contracts/language';
import type { AvailabilityWindowDto } from '@dd/contracts/availability';

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
  /** Its money as the customer's screens say it (bookingMoney): held, charged, released...; empty when none moved. */
  money?: MoneyLine[];
  /** Its planned arrival in its DAD's route (issue 27): only the day-before reminder names it, as a one-hour range. */
  plannedArrival?: Date | null;
  /** When its card is to be held, while that is still ahead (a plan visit placed weeks ahead, decision 0474). */
  cardHeldOn?: Date | null;
}

export interface TemplateContext {
  /** PUBLIC_URL: every link is absolute. */
  publicUrl: string;
  /** The address in MAIL_FROM (the invite's organizer). */
  organizerEmail: string;
}

/** The English reader: what staff-only messages are written for. */
const ENGLISH = readerFor('en');

/** "Friday, June 4, 2027": a booking's day in English (staff messages and the tests read it). */
export const day = (start: Date) => ENGLISH.day(start);
const place = (b: BookingView) => `${b.address}, ${b.city} ${b.zipCode}`;
/** "Friday, June 4, 2027, 8:00 AM-12:00 PM" in the reader's words. */
const whenOf = (r: Reader, b: BookingView) => `${r.day(b.start)}, ${r.window(b.startTime, b.endTime)}`;
const greeting = (r: Reader, firstName: string) => r.t('greeting', { name: firstName });

/** The planned arrival's hour inside the window, on the reader's clock; null without a plan. */
function expectedArrival(r: Reader, b: BookingView): { from: string; to: string } | null {
  if (!b.plannedArrival || !b.endTime) return null;
  const { from, to } = expectedArrivalRange(b.plannedArrival.getTime(), b.start.getTime(), zonedInstant(calendarDate(b.start), b.endTime).getTime());
  return { from: r.clock(new Date(from)), to: r.clock(new Date(to)) };
}

/** The booking number the receipt and the admin screens show (the id's last 8 characters, in capitals). */
export const bookingNumber = (b: Pick<BookingView, 'id'>) => bookingReference(b.id).toUpperCase();

/** "The Deep Clean (SUV)" in the reader's words for the size. */
const packageWithSize = (r: Reader, packageName: string, size: VehicleType) => r.t('package.withSize', { package: packageName, size: r.t(`vehicle.${size}`) });

/** The 'Package' row; with several vehicles or add-ons, a row for each vehicle and each add-on with its price. */
function packageRows(r: Reader, b: BookingView): [string, string][] {
  const single = b.vehicleType ? packageWithSize(r, b.packageName, b.vehicleType) : b.packageName;
  const vehicleTerm = (vehicle: { position: number; packageName: string; vehicleType: VehicleType }, several: boolean) =>
    several ? r.t('package.vehicle', { position: vehicle.position, package: vehicle.packageName, size: r.t(`vehicle.${vehicle.vehicleType}`) }) : packageWithSize(r, vehicle.packageName, vehicle.vehicleType);
  const items = b.priceLines ? priceLineItems(b.priceLines, single, vehicleTerm) : [];
  if (items.length <= 1) return [[r.t('detail.package'), single]];
  return items.map(({ term, amount }) => [term, r.money(amount)]);
}

const MONEY_WORDS: Record<MoneyLine['word'], MessageId> = {
  Held: 'money.held',
  Charged: 'money.charged',
  Released: 'money.released',
  Refunded: 'money.refunded',
  'Not charged': 'money.notCharged',
  'To be charged': 'money.toBeCharged',
};

/** "Held $129.00 (on the card, charged after the job); ...": the booking's money lines in the reader's words. */
function paymentText(r: Reader, b: BookingView): string {
  return (b.money ?? [])
    .map((line) => {
      const note = line.noteKey ? r.t(`money.note.${line.noteKey}`, { total: r.money(b.totalAmount) }) : null;
      return `${r.t(MONEY_WORDS[line.word])} ${r.money(line.amount)}${note ? ` (${note})` : ''}`;
    })
    .join('; ');
}

function bookingDetails(r: Reader, b: BookingView): [string, string][] {
  const payment = paymentText(r, b);
  return [
    [r.t('detail.bookingNumber'), bookingNumber(b)],
    [r.t('detail.date'), r.day(b.start)],
    [r.t('detail.arrivalWindow'), r.window(b.startTime, b.endTime)],
    [r.t('detail.address'), place(b)],
    ...packageRows(r, b),
    [r.t('detail.total'), r.money(b.totalAmount)],
    ...(payment ? [[r.t('detail.payment'), payment] as [string, string]] : []),
  ];
}

const manageLink = (ctx: TemplateContext, b: Pick<BookingView, 'id'>) => `${ctx.publicUrl}/dadportal/customer/details/${b.id}`;

/** The appointment in the customer's calendar: the arrival window, one event per booking, described in the reader's words. */
function invite(r: Reader, ctx: TemplateContext, b: BookingView, sequence: number, cancelled = false): string {
  const date = calendarDate(b.start);
  return calendarInvite({
    uid: `booking-${b.id}@${new URL(ctx.publicUrl).hostname}`,
    sequence,
    start: b.start,
    end: b.endTime ? zonedInstant(date, b.endTime) : b.start,
    summary: `${BUSINESS_NAME}: ${b.packageName}`,
    location: place(b),
    description: r.t('invite.description', { window: r.window(b.startTime, b.endTime), link: manageLink(ctx, b) }),
    url: manageLink(ctx, b),
    organizerEmail: ctx.organizerEmail,
    attendee: { name: `${b.customer.firstName} ${b.customer.lastName}`, email: b.customer.email },
    cancelled,
    language: r.language,
  });
}

export type CustomerBookingKind = 'booking_received' | 'booking_confirmed' | 'booking_rescheduled' | 'booking_cancelled' | 'booking_reminder';

/**
 * The appointment's day as seen at `now` on the business calendar: 'today', 'tomorrow', or 'on
 * Friday, June 4, 2027' (in the reader's words). A reminder sent late (the worker was down, a booking
 * made the same day) must not say 'tomorrow' for a job later today.
 */
export function dayFromNow(r: Reader, start: Date, now: Date): string {
  const date = calendarDate(start);
  const today = calendarDate(now);
  if (date === today) return r.t('day.today');
  if (date === addDays(today, 1)) return r.t('day.tomorrow');
  return r.t('day.on', { date: r.day(start) });
}

const BOOKING_COPY: Record<Exclude<CustomerBookingKind, 'booking_reminder'>, { subject: MessageId; intro: MessageId; sms: MessageId }> = {
  booking_received: { subject: 'received.subject', intro: 'received.intro', sms: 'received.sms' },
  booking_confirmed: { subject: 'confirmed.subject', intro: 'confirmed.intro', sms: 'confirmed.sms' },
  booking_rescheduled: { subject: 'rescheduled.subject', intro: 'rescheduled.intro', sms: 'rescheduled.sms' },
  booking_cancelled: { subject: 'cancelled.subject', intro: 'cancelled.intro', sms: 'cancelled.sms' },
};

/** What the email says first; a booking whose card is held later says when. */
function introOf(r: Reader, kind: Exclude<CustomerBookingKind, 'booking_reminder'>, b: BookingView): string {
  if (kind === 'booking_received' && b.cardHeldOn) return r.t('received.introHeldLater', { date: r.day(b.cardHeldOn) });
  if (kind === 'booking_cancelled' && b.cardHeldOn) return r.t('cancelled.introNoHold');
  return r.t(BOOKING_COPY[kind].intro);
}

/** The reminder's words: the day relative to `now`, and the expected hour when the route plans one. */
function reminderCopy(r: Reader, b: BookingView, now: Date) {
  const expected = expectedArrival(r, b);
  const values = { business: BUSINESS_NAME, relative: dayFromNow(r, b.start, now), window: r.window(b.startTime, b.endTime), address: b.address };
  return {
    expected,
    subject: r.t('reminder.subject', values),
    intro: expected ? r.t('reminder.introExpected', { ...values, ...expected }) : r.t('reminder.intro', values),
    sms: expected ? r.t('reminder.smsExpected', { ...values, expected: `${expected.from}-${expected.to}` }) : r.t('reminder.sms', values),
  };
}

/**
 * The customer's booking emails, in the reader's language; each but the reminder carries the
 * calendar invite at `sequence`. `now` is when it is sent: the reminder names the day relative to it.
 */
export function customerBookingEmail(r: Reader, kind: CustomerBookingKind, ctx: TemplateContext, b: BookingView, sequence: number, now = new Date()): RenderedEmail {
  const values = { business: BUSINESS_NAME, number: bookingNumber(b), when: whenOf(r, b) };
  const copy =
    kind === 'booking_reminder'
      ? reminderCopy(r, b, now)
      : { expected: null, subject: r.t(BOOKING_COPY[kind].subject, values), intro: introOf(r, kind, b), sms: r.t(BOOKING_COPY[kind].sms, values) };
  const { expected } = copy;
  const details = bookingDetails(r, b);
  const link = manageLink(ctx, b);
  return renderEmail(r, {
    subject: copy.subject,
    greeting: greeting(r, b.customer.firstName),
    paragraphs: [copy.intro],
    details: expected ? [...details.slice(0, 3), [r.t('detail.expectedArrival'), `${expected.from}-${expected.to}`] as [string, string], ...details.slice(3)] : details,
    action: { label: r.t(kind === 'booking_cancelled' ? 'action.viewBooking' : 'action.manageBooking'), url: link },
    sms: `${copy.sms} ${link}`,
    ics: kind === 'booking_reminder' ? undefined : invite(r, ctx, b, sequence, kind === 'booking_cancelled'),
  });
}

/** Job done: before/after thumbnails, the receipt, and a review request. */
export function bookingCompletedEmail(r: Reader, ctx: TemplateContext, b: BookingView, photos: { url: string; mediaType: 'before' | 'after' }[]): RenderedEmail {
  const link = manageLink(ctx, b);
  return renderEmail(r, {
    subject: r.t('completed.subject', { package: b.packageName }),
    greeting: greeting(r, b.customer.firstName),
    paragraphs: [b.dad ? r.t('completed.finishedBy', { dad: b.dad.firstName, package: b.packageName }) : r.t('completed.finished', { package: b.packageName }), r.t('completed.review')],
    details: bookingDetails(r, b),
    images: photos.map((photo) => ({ url: photo.url, alt: r.t(`photo.${photo.mediaType}`) })),
    action: { label: r.t('completed.leaveReview'), url: `${link}#review` },
    // The receipt opens with the tip picker; ?tip=email records where the tip came from.
    links: [
      { label: r.t('completed.receipt'), url: link },
      { label: r.t('completed.tip'), url: `${link}/receipt?tip=email` },
    ],
    sms: r.t('completed.sms', { business: BUSINESS_NAME, link }),
  });
}

/** The detailer started before the arrival window (they were asked first): the customer knows who is at the car. */
export function arrivedEarlyEmail(r: Reader, ctx: TemplateContext, b: BookingView): RenderedEmail {
  const link = manageLink(ctx, b);
  const window = r.window(b.startTime, b.endTime);
  return renderEmail(r, {
    subject: r.t('early.subject'),
    greeting: greeting(r, b.customer.firstName),
    paragraphs: [b.dad ? r.t('early.arrivedBy', { dad: b.dad.firstName, place: place(b), window }) : r.t('early.arrived', { place: place(b), window }), r.t('early.objection')],
    details: bookingDetails(r, b),
    action: { label: r.t('action.viewBooking'), url: link },
    sms: r.t('early.sms', { business: BUSINESS_NAME, window, link }),
  });
}

/** Who is coming: the DAD's first name, else "Your detailer". */
const who = (r: Reader, b: BookingView) => (b.dad ? b.dad.firstName : r.t('who.detailer'));

/** The DAD set out (issue 43): who is coming and about when, with the tracking link; the customer can answer the text. */
export function onTheWayEmail(r: Reader, ctx: TemplateContext, b: BookingView, expectedAt: Date, trackUrl: string): RenderedEmail {
  const values = { business: BUSINESS_NAME, who: who(r, b), at: r.clock(expectedAt), place: place(b), link: trackUrl };
  return renderEmail(r, {
    subject: r.t('onTheWay.subject', values),
    greeting: greeting(r, b.customer.firstName),
    paragraphs: [r.t('onTheWay.intro', values), r.t('onTheWay.follow'), r.t('onTheWay.reply')],
    details: bookingDetails(r, b),
    action: { label: r.t('action.track'), url: trackUrl },
    links: [{ label: r.t('action.viewBooking'), url: manageLink(ctx, b) }],
    sms: r.t('onTheWay.sms', values),
  });
}

/** The DAD is now expected after the window's end (issue 43): the new estimate, sent once per slip. */
export function runningLateEmail(r: Reader, ctx: TemplateContext, b: BookingView, expectedAt: Date, trackUrl: string | null): RenderedEmail {
  const link = trackUrl ?? manageLink(ctx, b);
  const values = { business: BUSINESS_NAME, who: who(r, b), at: r.clock(expectedAt), place: place(b), window: r.window(b.startTime, b.endTime), link };
  return renderEmail(r, {
    subject: r.t('late.subject', values),
    greeting: greeting(r, b.customer.firstName),
    paragraphs: [r.t('late.intro', values), r.t('late.reply')],
    details: bookingDetails(r, b),
    action: { label: r.t(trackUrl ? 'action.track' : 'action.viewBooking'), url: link },
    sms: r.t('late.sms', values),
  });
}

/** I'm Here (issue 43): the detailer is at the car. */
export function arrivedEmail(r: Reader, ctx: TemplateContext, b: BookingView): RenderedEmail {
  const values = { business: BUSINESS_NAME, who: who(r, b), place: place(b), address: b.address };
  return renderEmail(r, {
    subject: r.t('arrived.subject', values),
    greeting: greeting(r, b.customer.firstName),
    paragraphs: [r.t('arrived.intro', values)],
    details: bookingDetails(r, b),
    action: { label: r.t('action.viewBooking'), url: manageLink(ctx, b) },
    sms: r.t('arrived.sms', values),
  });
}

/** The answer to a text `C`: the booking it confirmed. */
/** The answer to a text `C`: the booking it confirmed, in the customer's language. */
export const confirmedByTextSms = (r: Reader, b: BookingView) => r.t('textAnswer.confirmed', { business: BUSINESS_NAME, when: whenOf(r, b) });

/** The answer to a text `R`: up to three windows that fit the DAD's day, picked by replying 1, 2 or 3. */
export function windowsOfferSms(r: Reader, ctx: TemplateContext, b: Pick<BookingView, 'id'>, windows: Array<Pick<AvailabilityWindowDto, 'date' | 'startTime' | 'endTime'>>): string {
  if (!windows.length) return r.t('textAnswer.noWindows', { business: BUSINESS_NAME, link: manageLink(ctx, b) });
  const locale = INTL_LOCALES[r.language];
  const choices = windows.map((w, i) => `${i + 1}) ${formatCalendarDate(w.date, undefined, locale)}, ${r.window(w.startTime, w.endTime)}`).join('; ');
  return r.t('textAnswer.offer', { business: BUSINESS_NAME, numbers: r.t('textAnswer.offerNumbers', { count: windows.length }), windows: choices });
}

/** Why a move by text was refused: the API's own words in English, the catalog's by the refusal's code in other languages. */
export interface TextRefusal {
  code: string;
  message: string;
}

const REFUSALS: Partial<Record<string, MessageId>> = {
  SLOT_TAKEN: 'textAnswer.reason.taken',
  RESCHEDULE_LIMIT: 'textAnswer.reason.limit',
  POLICY_WINDOW: 'textAnswer.reason.tooLate',
};
const refusalText = (r: Reader, { code, message }: TextRefusal) => (r.language === 'en' ? message : r.t(REFUSALS[code] ?? 'textAnswer.reason.other'));

/** The answer to `R` when the rules the portal applies do not allow a move any more. */
export const rescheduleRefusedSms = (r: Reader, refusal: TextRefusal) => r.t('textAnswer.refused', { business: BUSINESS_NAME, reason: refusalText(r, refusal) });

/** The answer to a 1, 2 or 3 that could not be booked (taken meanwhile, or no longer allowed). */
export const pickFailedSms = (r: Reader, refusal: TextRefusal) => r.t('textAnswer.pickFailed', { business: BUSINESS_NAME, reason: refusalText(r, refusal) });

/** The answer to C or R from a number with no upcoming booking. */
export const noBookingSms = (r: Reader) => r.t('textAnswer.noBooking', { business: BUSINESS_NAME });

/** A late-cancellation or no-show fee was taken from the held card; the rest of the hold is released. */
export function feeChargedEmail(r: Reader, ctx: TemplateContext, b: BookingView, kind: 'late_cancel' | 'no_show', fee: string): RenderedEmail {
  const link = manageLink(ctx, b);
  const values = { business: BUSINESS_NAME, when: whenOf(r, b), fee: r.money(fee), link };
  const late = kind === 'late_cancel';
  return renderEmail(r, {
    subject: r.t(late ? 'fee.lateCancelSubject' : 'fee.noShowSubject', values),
    greeting: greeting(r, b.customer.firstName),
    paragraphs: [r.t(late ? 'fee.lateCancel' : 'fee.noShow', values), r.t('fee.rest')],
    details: bookingDetails(r, b),
    action: { label: r.t('action.viewBooking'), url: link },
    sms: r.t(late ? 'fee.lateCancelSms' : 'fee.noShowSms', values),
  });
}

export type DadBookingKind = 'dad_assigned' | 'dad_changed' | 'dad_unassigned';

/** Why a job left a DAD's schedule: each says which (issue 37: "cancelled or moved to someone else" told them nothing). */
export type JobRemoval = 'cancelled' | 'no_show' | 'moved';

const REMOVED: Record<JobRemoval, { subject: MessageId; intro: MessageId }> = {
  cancelled: { subject: 'job.cancelledSubject', intro: 'job.cancelledIntro' },
  no_show: { subject: 'job.noShowSubject', intro: 'job.noShowIntro' },
  moved: { subject: 'job.movedSubject', intro: 'job.movedIntro' },
};

const JOB_NEWS: Record<Exclude<DadBookingKind, 'dad_unassigned'>, { subject: MessageId; intro: MessageId }> = {
  dad_assigned: { subject: 'job.assignedSubject', intro: 'job.assignedIntro' },
  dad_changed: { subject: 'job.changedSubject', intro: 'job.changedIntro' },
};

/** A DAD's job news, in the DAD's language: a new job, a change to one, or one taken off their schedule (`removal` says why). */
export function dadBookingEmail(r: Reader, kind: DadBookingKind, ctx: TemplateContext, dad: { firstName: string }, b: BookingView, removal: JobRemoval = 'moved'): RenderedEmail {
  const copy = kind === 'dad_unassigned' ? REMOVED[removal] : JOB_NEWS[kind];
  const subject = r.t(copy.subject, { when: whenOf(r, b) });
  const total = r.t('detail.total');
  const link = `${ctx.publicUrl}/dadportal/dad/appointments/${b.id}`;
  return renderEmail(r, {
    subject,
    greeting: greeting(r, dad.firstName),
    paragraphs: [r.t(copy.intro)],
    details: [...bookingDetails(r, b).filter(([label]) => label !== total), [r.t('detail.customer'), `${b.customer.firstName} ${b.customer.lastName}`]],
    action: kind === 'dad_unassigned' ? undefined : { label: r.t('job.open'), url: link },
    sms: `${BUSINESS_NAME}: ${subject}. ${kind === 'dad_unassigned' ? '' : link}`.trim(),
  });
}

/** The evening before: tomorrow's jobs, in order. */
export function dadAgendaEmail(r: Reader, ctx: TemplateContext, dad: { firstName: string }, date: string, jobs: BookingView[]): RenderedEmail {
  const when = r.date(date);
  const link = `${ctx.publicUrl}/dadportal/dad/appointments`;
  return renderEmail(r, {
    subject: r.t('agenda.subject', { count: jobs.length, date: when }),
    greeting: greeting(r, dad.firstName),
    paragraphs: [r.t('agenda.intro', { date: when })],
    details: jobs.map((job) => [r.window(job.startTime, job.endTime), r.t('agenda.job', { package: job.packageName, place: place(job), customer: `${job.customer.firstName} ${job.customer.lastName}` })]),
    action: { label: r.t('agenda.open'), url: link },
    sms: r.t('agenda.sms', { business: BUSINESS_NAME, count: jobs.length, link }),
  });
}

export type AdminAlertKind = 'admin_hold_failed' | 'admin_pending';

/** What an admin should act on: a hold that could not be renewed, or a booking waiting for confirmation. */
export function adminAlertEmail(r: Reader, kind: AdminAlertKind, ctx: TemplateContext, admin: { firstName: string }, b: BookingView, issue?: string): RenderedEmail {
  const values = { customer: `${b.customer.firstName} ${b.customer.lastName}`, date: r.day(b.start) };
  const copy = {
    // The payment's own words for what went wrong (the card network's, in English).
    admin_hold_failed: { subject: r.t('admin.holdFailedSubject', values), intro: issue ?? r.t('admin.holdFailedIntro') },
    admin_pending: { subject: r.t('admin.pendingSubject', values), intro: r.t('admin.pendingIntro') },
  }[kind];
  return renderEmail(r, {
    subject: copy.subject,
    greeting: greeting(r, admin.firstName),
    paragraphs: [copy.intro],
    details: [...bookingDetails(r, b), [r.t('detail.customer'), `${b.customer.firstName} ${b.customer.lastName} <${b.customer.email}>`]],
    action: { label: r.t('admin.open'), url: `${ctx.publicUrl}/dadportal/admin/bookings` },
  });
}

export type AccountKind = 'password_set' | 'password_reset';

/** A one-time password link; the token lives only in this email (the database keeps its hash). */
export function passwordEmail(r: Reader, kind: AccountKind, ctx: TemplateContext, user: { firstName: string }, token: string): RenderedEmail {
  // `first`: the page says "set your password", not a reset that signs every device out (issue 36 item 18).
  const url = `${ctx.publicUrl}/auth/reset?token=${encodeURIComponent(token)}${kind === 'password_set' ? '&first=1' : ''}`;
  const copy = {
    password_set: { subject: r.t('password.setSubject', { business: BUSINESS_NAME }), paragraphs: [r.t('password.setMadeAccount'), r.t('password.setChoose')], label: r.t('password.setAction') },
    password_reset: { subject: r.t('password.resetSubject', { business: BUSINESS_NAME }), paragraphs: [r.t('password.resetAsked'), r.t('password.resetIgnore')], label: r.t('password.resetAction') },
  }[kind];
  return renderEmail(r, { subject: copy.subject, greeting: greeting(r, user.firstName), paragraphs: copy.paragraphs, action: { label: copy.label, url } });
}

/** Guesses used up the account's sign-in attempts: a link that lets the person's own browser sign in. */
export function signInLinkEmail(r: Reader, ctx: TemplateContext, user: { firstName: string }, token: string): RenderedEmail {
  return renderEmail(r, {
    subject: r.t('signInLink.subject', { business: BUSINESS_NAME }),
    greeting: greeting(r, user.firstName),
    paragraphs: [r.t('signInLink.why'), r.t('signInLink.how'), r.t('signInLink.safe')],
    action: { label: r.t('signInLink.action'), url: `${ctx.publicUrl}/auth/device?token=${encodeURIComponent(token)}` },
  });
}

/** An email change: the link to the new address, and a notice to the old one (which keeps working until then). */
export function emailChangeEmail(
  r: Reader,
  kind: 'email_confirm' | 'email_change_notice',
  ctx: TemplateContext,
  user: { firstName: string; email: string },
  newEmail: string,
  token: string,
): RenderedEmail {
  if (kind === 'email_confirm') {
    return renderEmail(r, {
      subject: r.t('emailChange.confirmSubject', { business: BUSINESS_NAME }),
      greeting: greeting(r, user.firstName),
      paragraphs: [r.t('emailChange.confirmAsk', { newEmail, email: user.email }), r.t('emailChange.confirmLink')],
      action: { label: r.t('emailChange.confirmAction'), url: `${ctx.publicUrl}/email/confirm?token=${encodeURIComponent(token)}` },
    });
  }
  return renderEmail(r, {
    subject: r.t('emailChange.noticeSubject', { business: BUSINESS_NAME }),
    greeting: greeting(r, user.firstName),
    paragraphs: [r.t('emailChange.noticeAsked', { newEmail }), r.t('emailChange.noticeNotYou')],
    action: { label: r.t('password.resetAction'), url: `${ctx.publicUrl}/auth/forgot` },
  });
}

/** A change of the customer's maintenance plan (joined, paused, new day or time, cancelled), in the words given. */
/** A change to a plan in the reader's words: plans write it, messaging picks the reader's language. */
export type PlanChange = (r: Reader) => { subject: string; paragraphs: string[] };

export function planChangedEmail(r: Reader, ctx: TemplateContext, user: { firstName: string }, change: PlanChange): RenderedEmail {
  const { subject, paragraphs } = change(r);
  return renderEmail(r, {
    subject,
    greeting: greeting(r, user.firstName),
    paragraphs,
    action: { label: r.t('plan.see'), url: `${ctx.publicUrl}/customer/plans` },
  });
}

/**
 * A plan visit's card hold was declined (decision 0460): when the card is tried again, or that the
 * plan is stopped until the card is updated, with the expiring link to update it.
 */
export function planPaymentFailedEmail(
  r: Reader,
  user: { firstName: string },
  failure: { planName: string; amount: string; visitDate: string; reason: string; retryAt: Date | null; url: string; linkExpiresAt: Date },
): RenderedEmail {
  return renderEmail(r, {
    subject: r.t('plan.paymentFailed.subject', { plan: failure.planName }),
    greeting: greeting(r, user.firstName),
    paragraphs: [
      r.t('plan.paymentFailed.intro', { amount: r.money(failure.amount), date: r.date(failure.visitDate), reason: failure.reason }),
      failure.retryAt ? r.t('plan.paymentFailed.retry', { retryOn: r.day(failure.retryAt) }) : r.t('plan.paymentFailed.stopped'),
      r.t('plan.paymentFailed.link', { until: r.day(failure.linkExpiresAt) }),
    ],
    action: { label: r.t('plan.paymentFailed.action'), url: failure.url },
  });
}

/** To each admin: a plan stopped for payment (its last retry declined), with the way to Retry now once the customer's card is good. */
export function planStoppedEmail(
  r: Reader,
  ctx: TemplateContext,
  admin: { firstName: string },
  stop: { planName: string; customer: { firstName: string; lastName: string; email: string }; amount: string; visitDate: string; reason: string },
): RenderedEmail {
  const customer = `${stop.customer.firstName} ${stop.customer.lastName}`;
  return renderEmail(r, {
    subject: r.t('admin.planStoppedSubject', { customer, plan: stop.planName }),
    greeting: greeting(r, admin.firstName),
    paragraphs: [r.t('admin.planStoppedIntro', { amount: r.money(stop.amount), date: r.date(stop.visitDate), reason: stop.reason }), r.t('admin.planStoppedRetry')],
    details: [[r.t('detail.customer'), `${customer} <${stop.customer.email}>`]],
    action: { label: r.t('admin.openPlans'), url: `${ctx.publicUrl}/dadportal/admin/plans` },
  });
}

/** Free times as the reader writes them: "Wednesday, March 3, 2027, 12:00 PM-4:00 PM; …". */
export function freeTimes(r: Reader, windows: ReadonlyArray<{ date: string; startTime: string; endTime: string }>): string {
  return windows.map((w) => `${r.date(w.date)}, ${r.window(w.startTime, w.endTime)}`).join('; ');
}

/** To each admin: a plan visit no DAD could take, with why and the nearest free times, to book one with the customer. */
export function planUnplacedEmail(
  r: Reader,
  ctx: TemplateContext,
  admin: { firstName: string },
  visit: { planName: string; customer: { firstName: string; lastName: string; email: string; phone: string | null }; visitDate: string; reason: string; nearest: ReadonlyArray<{ date: string; startTime: string; endTime: string }> },
): RenderedEmail {
  const customer = `${visit.customer.firstName} ${visit.customer.lastName}`;
  return renderEmail(r, {
    subject: r.t('admin.planUnplacedSubject', { customer, plan: visit.planName, date: r.date(visit.visitDate) }),
    greeting: greeting(r, admin.firstName),
    paragraphs: [
      r.t('admin.planUnplacedIntro', { date: r.date(visit.visitDate), reason: visit.reason }),
      visit.nearest.length ? r.t('admin.planUnplacedNearest', { times: freeTimes(r, visit.nearest) }) : r.t('admin.planUnplacedNone'),
    ],
    details: [[r.t('detail.customer'), `${customer} <${visit.customer.email}>${visit.customer.phone ? `, ${visit.customer.phone}` : ''}`]],
    action: { label: r.t('admin.openPlans'), url: `${ctx.publicUrl}/dadportal/admin/plans` },
  });
}

/** Promotional: the balance has just reached a reward's cost. */
export function rewardReachableEmail(
  r: Reader,
  ctx: TemplateContext,
  user: { firstName: string },
  reward: { name: string; points: number },
  balance: number,
  unsubscribe: { pageUrl: string; oneClickUrl: string },
): RenderedEmail {
  return renderEmail(r, {
    subject: r.t('reward.subject', { reward: reward.name }),
    greeting: greeting(r, user.firstName),
    paragraphs: [r.t('reward.intro', { balance, reward: reward.name, points: reward.points })],
    action: { label: r.t('reward.see'), url: `${ctx.publicUrl}/dadportal/customer/rewards` },
    unsubscribe,
  });
}

/** A place opened that fits a waiting customer (the waitlist, issue 44): the first to accept books it. */
export function waitlistOfferEmail(r: Reader, ctx: TemplateContext, user: { firstName: string }, offer: { id: string; date: string; windowLabel: string; minutes: number }, to: 'customer' | 'visitor'): RenderedEmail {
  // One of the spec's windows reads in the reader's clock; another label as the waitlist wrote it.
  const window = ARRIVAL_WINDOWS.find((w) => w.label === offer.windowLabel);
  const when = `${r.date(offer.date)}, ${window ? r.window(window.startTime, window.endTime) : offer.windowLabel}`;
  // A customer answers on their Waitlist page; a visitor, with no account, on the offer's own page.
  const url = to === 'customer' ? `${ctx.publicUrl}/customer/waitlist` : `${ctx.publicUrl}/waitlist/offers/${offer.id}`;
  return renderEmail(r, {
    subject: r.t('waitlist.subject', { when }),
    greeting: greeting(r, user.firstName),
    paragraphs: [r.t('waitlist.intro', { when, minutes: offer.minutes })],
    action: { label: r.t('waitlist.accept'), url },
    sms: r.t('waitlist.sms', { business: BUSINESS_NAME, when, minutes: offer.minutes, url }),
  });
}

/** The day before a job the forecast puts at risk (issue 44): keep it, or choose another time. */
export function weatherRiskEmail(r: Reader, ctx: TemplateContext, b: BookingView, risk: { risk: 'rain' | 'heat'; precipitationChance: number; temperatureF: number }): RenderedEmail {
  const what = risk.risk === 'rain' ? r.t('weather.rain', { chance: risk.precipitationChance }) : r.t('weather.heat', { temperature: risk.temperatureF });
  const url = `${ctx.publicUrl}/dadportal/customer/details/${b.id}`;
  const date = r.day(b.start);
  return renderEmail(r, {
    subject: r.t('weather.subject', { date }),
    greeting: greeting(r, b.customer.firstName),
    paragraphs: [r.t('weather.forecast', { package: b.packageName, date, what }), r.t('weather.choice')],
    action: { label: r.t('weather.action'), url },
    sms: r.t('weather.sms', { business: BUSINESS_NAME, what, date, url }),
  });
}
