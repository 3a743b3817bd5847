import { reminderAt } from './message-schedule';
import { readerFor } from './reader';
import { customerBookingEmail, dadAgendaEmail, dadBookingEmail, dayFromNow, type BookingView } from './templates';

const en = readerFor('en');

const ctx = { publicUrl: 'https://dads.example.com', organizerEmail: 'no-reply@dads.example.com' };
const suv: BookingView = {
  id: '00000000-0000-4000-8000-000000000001',
  start: new Date('2027-06-02T19:00:00Z'),
  startTime: '12:00',
  endTime: '16:00',
  address: '1 Main St',
  city: 'Irvine',
  zipCode: '92618',
  packageName: 'The Deep Clean',
  vehicleType: 'suv',
  totalAmount: '189.00',
  priceLines: null,
  status: 'pending',
  customer: { firstName: 'Nora', lastName: 'Diaz', email: 'nora@example.com', phone: null },
  dad: null,
};

describe('booking emails', () => {
  it('name the vehicle type as the screens do (SUV, not Suv)', () => {
    for (const email of [customerBookingEmail(en, 'booking_received', ctx, suv, 0), dadBookingEmail(en, 'dad_assigned', ctx, { firstName: 'Mike' }, suv)]) {
      expect(email.text).toContain('The Deep Clean (SUV)');
      expect(email.html).toContain('The Deep Clean (SUV)');
      expect(email.text).not.toContain('Suv');
    }
  });

  it('list each vehicle and add-on with its price when there are several or add-ons', () => {
    const lines = {
      packagePrice: '338.00',
      addOnsPrice: '40.00',
      vehicles: [
        { position: 1, vehicleType: 'suv' as const, packageName: 'The Deep Clean', packagePrice: '189.00', addOns: [{ name: 'Pet Hair Removal', price: '40.00' }] },
        { position: 2, vehicleType: 'sedan' as const, packageName: 'The Deep Clean', packagePrice: '149.00', addOns: [] },
      ],
      tierDiscount: '0.00',
      tierBenefit: null,
      rewardCredit: '0.00',
      freeInteriorAddOn: false,
      total: '378.00',
    };
    const email = customerBookingEmail(en, 'booking_received', ctx, { ...suv, totalAmount: '378.00', priceLines: lines }, 0);
    for (const text of ['Vehicle 1: The Deep Clean (SUV)', '$189.00', '+ Pet Hair Removal', '$40.00', 'Vehicle 2: The Deep Clean (Sedan)', '$149.00', '$378.00']) expect(email.text).toContain(text);
    expect(email.text).not.toContain('Package');
  });
});

describe('arrival promises (issue 27)', () => {
  // Planned 13:40 PDT (20:40Z) inside the 12-4 window.
  const planned = { ...suv, plannedArrival: new Date('2027-06-02T20:40:00Z') };
  it('keep the spec’s window in the confirmation, never the planned minute', () => {
    const email = customerBookingEmail(en, 'booking_confirmed', ctx, planned, 0);
    expect(email.subject).toContain('12:00 PM-4:00 PM');
    expect(email.text).not.toMatch(/1:40|Expected arrival/);
  });
  it('narrow the day-before reminder to an hour around the planned arrival, inside the window', () => {
    const email = customerBookingEmail(en, 'booking_reminder', ctx, planned, 0, reminderAt(planned.start));
    expect(email.subject).toBe('Reminder: your detail is tomorrow, 12:00 PM-4:00 PM');
    expect(email.text).toContain('we expect to arrive between 1:10 PM and 2:10 PM');
    expect(email.text).toContain('Expected arrival');
    expect(email.sms).toContain('(expected 1:10 PM-2:10 PM)');
    // Without a plan (a booking from before routes): the window alone.
    expect(customerBookingEmail(en, 'booking_reminder', ctx, suv, 0).text).not.toContain('expect to arrive');
  });
});

/** Issue 37 item 4: the reminder names the day as it is when sent, on the business calendar, in one time format. */
describe('the reminder’s day, relative to when it is sent (America/Los_Angeles)', () => {
  const at = (iso: string) => new Date(iso);
  it('says today for a job later the same day, as a late reminder on a Saturday at 12:24 did not', () => {
    // Saturday November 28, 2026, 12:24 PST; jobs at 13:30 and 17:00 (an off-window job: 12-hour times too).
    const job = { ...suv, start: at('2026-11-28T21:30:00Z'), startTime: '13:30', endTime: '16:00' };
    const email = customerBookingEmail(en, 'booking_reminder', ctx, job, 0, at('2026-11-28T20:24:00Z'));
    expect(email.subject).toBe('Reminder: your detail is today, 1:30 PM-4:00 PM');
    expect(email.text).toContain('your detailer comes today');
    expect(email.text).not.toContain('tomorrow');
    const evening = customerBookingEmail(en, 'booking_reminder', ctx, { ...job, start: at('2026-11-29T01:00:00Z'), startTime: '17:00', endTime: '19:30' }, 0, at('2026-11-28T20:24:00Z'));
    expect(evening.subject).toBe('Reminder: your detail is today, 5:00 PM-7:30 PM');
    expect(`${evening.text}${evening.sms}`).not.toMatch(/\b1[0-9]:\d\d\b|\b2[0-3]:\d\d\b/);
  });
  it('turns at local midnight, not at UTC midnight', () => {
    const noon = at('2027-06-02T19:00:00Z'); // Wednesday June 2, 12:00 PDT
    expect(dayFromNow(en, noon, at('2027-06-02T06:59:00Z'))).toBe('tomorrow'); // June 1, 23:59 PDT (already June 2 in UTC)
    expect(dayFromNow(en, noon, at('2027-06-02T07:00:00Z'))).toBe('today'); // June 2, 00:00 PDT
    expect(dayFromNow(en, noon, at('2027-06-01T06:59:00Z'))).toBe('on Wednesday, June 2, 2027'); // May 31, 23:59 PDT
  });
  it('holds across the daylight-saving changes', () => {
    // Fall back: Sunday November 1, 2026 (01:59 PDT is followed by 01:00 PST); a job at 08:00 PST.
    const fall = at('2026-11-01T16:00:00Z');
    expect(dayFromNow(en, fall, at('2026-11-01T06:59:00Z'))).toBe('tomorrow'); // Oct 31, 23:59 PDT
    expect(dayFromNow(en, fall, at('2026-11-01T07:00:00Z'))).toBe('today'); // Nov 1, 00:00 PDT
    expect(dayFromNow(en, fall, at('2026-11-01T09:30:00Z'))).toBe('today'); // Nov 1, 01:30 PST (the repeated hour)
    // Spring forward: Sunday March 14, 2027 (01:59 PST is followed by 03:00 PDT); a job at 08:00 PDT.
    const spring = at('2027-03-14T15:00:00Z');
    expect(dayFromNow(en, spring, at('2027-03-14T07:59:00Z'))).toBe('tomorrow'); // Mar 13, 23:59 PST
    expect(dayFromNow(en, spring, at('2027-03-14T08:00:00Z'))).toBe('today'); // Mar 14, 00:00 PST
    expect(customerBookingEmail(en, 'booking_reminder', ctx, { ...suv, start: spring, startTime: '08:00', endTime: '12:00' }, 0, reminderAt(spring)).subject).toBe('Reminder: your detail is tomorrow, 8:00 AM-12:00 PM');
  });
});

/** Issue 37 item 12: the DAD hears why a job left their schedule. */
describe('a job taken off a DAD’s schedule', () => {
  it('says whether it was cancelled, closed as a no-show or moved to another DAD', () => {
    const mike = { firstName: 'Mike' };
    expect(dadBookingEmail(en, 'dad_unassigned', ctx, mike, suv, 'no_show').subject).toBe('Job closed as a no-show: Wednesday, June 2, 2027, 12:00 PM-4:00 PM');
    expect(dadBookingEmail(en, 'dad_unassigned', ctx, mike, suv, 'no_show').text).toContain('the customer was not there');
    expect(dadBookingEmail(en, 'dad_unassigned', ctx, mike, suv, 'cancelled').subject).toBe('Job cancelled: Wednesday, June 2, 2027, 12:00 PM-4:00 PM');
    expect(dadBookingEmail(en, 'dad_unassigned', ctx, mike, suv).subject).toBe('Job moved to another DAD: Wednesday, June 2, 2027, 12:00 PM-4:00 PM');
    for (const removal of ['no_show', 'cancelled', 'moved'] as const) expect(dadBookingEmail(en, 'dad_unassigned', ctx, mike, suv, removal).text).not.toContain('cancelled or moved');
  });
});

/** Issue 45: every message in the reader's language, its dates, times and money written as they write them. */
describe('messages in the customer’s language', () => {
  const es = readerFor('es');
  const vi = readerFor('vi');
  const held = { ...suv, money: [{ word: 'Held' as const, amount: '189.00', note: 'on the card, charged after the job', noteKey: 'onCard' as const }] };
  const reference = suv.id.slice(-8).toUpperCase();

  it('keeps the English exactly as the spec words it', () => {
    const email = customerBookingEmail(en, 'booking_received', ctx, held, 0);
    expect(email.subject).toBe(`Booking ${reference} received: Wednesday, June 2, 2027, 12:00 PM-4:00 PM`);
    expect(email.text).toContain('Hi Nora,');
    expect(email.text).toContain('Payment: Held $189.00 (on the card, charged after the job)');
    expect(email.sms).toBe(`Dad's Detailing: booking received for Wednesday, June 2, 2027, 12:00 PM-4:00 PM. ${ctx.publicUrl}/dadportal/customer/details/${suv.id}`);
    expect(email.ics).toContain('PRODID:-//Dad\'s Detailing//Bookings//EN');
    expect(email.ics!.replace(/\r?\n /g, '')).toContain('Your detailer arrives between 12:00 PM-4:00 PM. Manage your booking: ');
  });

  it('writes Spanish with Spanish dates, times and words; the invite too', () => {
    const email = customerBookingEmail(es, 'booking_received', ctx, held, 0);
    expect(email.subject).toBe(`Reserva ${reference} recibida: miércoles, 2 de junio de 2027, 12:00 p.m.-4:00 p.m.`);
    expect(email.text).toContain('Hola, Nora:');
    expect(email.text).toContain('Horario de llegada: 12:00 p.m.-4:00 p.m.');
    expect(email.text).toContain('Paquete: The Deep Clean (SUV)');
    expect(email.text).toContain('Pago: Retenido $189.00 (en la tarjeta, se cobra después del trabajo)');
    expect(email.html).toContain('Administrar la reserva');
    expect(email.html).toContain('<html lang="es">');
    expect(email.sms).toMatch(/^Dad's Detailing: su reserva para el miércoles, 2 de junio de 2027, 12:00 p\.m\.-4:00 p\.m\. fue recibida\. https:/);
    expect(email.ics).toContain('PRODID:-//Dad\'s Detailing//Bookings//ES');
    // Folded at 75 octets: the description's words, unfolded.
    expect(email.ics!.replace(/\r?\n /g, '')).toContain('Su detallador llega en el horario de 12:00 p.m.-4:00 p.m.\\, y puede administrar su reserva aquí');
  });

  it('writes Vietnamese with Vietnamese dates, the 24-hour clock and money as Vietnam writes it', () => {
    const email = customerBookingEmail(vi, 'booking_received', ctx, held, 0);
    expect(email.subject).toBe(`Đã nhận lịch hẹn ${reference}: Thứ Tư, 2 tháng 6, 2027, 12:00-16:00`);
    expect(email.text).toContain('Chào Nora,');
    expect(email.text).toContain('Tổng cộng: 189,00\u00a0US$');
    expect(email.text).toContain('Thanh toán: Tạm giữ 189,00\u00a0US$ (trên thẻ, chỉ trừ tiền sau khi xong việc)');
    expect(email.ics).toContain('PRODID:-//Dad\'s Detailing//Bookings//VI');
  });

  it('tells a booking whose card is held later (a plan visit placed ahead) when it will be, and that none was held when it is cancelled', () => {
    const later = { ...suv, cardHeldOn: new Date('2027-05-27T19:00:00Z') };
    expect(customerBookingEmail(en, 'booking_received', ctx, later, 0).text).toContain('We will hold the amount on your saved card on Thursday, May 27, 2027, not charge it');
    expect(customerBookingEmail(es, 'booking_received', ctx, later, 0).text).toContain('Retendremos el monto en su tarjeta guardada el jueves, 27 de mayo de 2027');
    expect(customerBookingEmail(vi, 'booking_received', ctx, later, 0).text).toContain('Chúng tôi sẽ tạm giữ số tiền trên thẻ đã lưu của bạn vào');
    expect(customerBookingEmail(en, 'booking_cancelled', ctx, later, 1).text).toContain('Your booking is cancelled; your card was not held for it.');
    // Once held, the usual words.
    expect(customerBookingEmail(en, 'booking_received', ctx, suv, 0).text).toContain('Your card is held, not charged');
    expect(customerBookingEmail(en, 'booking_cancelled', ctx, suv, 1).text).toContain('your card hold released');
  });

  it('says today, tomorrow and the day in the reader’s words', () => {
    const noon = new Date('2027-06-02T19:00:00Z');
    expect(dayFromNow(es, noon, new Date('2027-06-02T07:00:00Z'))).toBe('hoy');
    expect(dayFromNow(vi, noon, new Date('2027-06-01T19:00:00Z'))).toBe('ngày mai');
    expect(dayFromNow(es, noon, new Date('2027-05-30T19:00:00Z'))).toBe('el miércoles, 2 de junio de 2027');
    const planned = { ...suv, plannedArrival: new Date('2027-06-02T20:40:00Z') };
    expect(customerBookingEmail(es, 'booking_reminder', ctx, planned, 0, reminderAt(planned.start)).text).toContain('calculamos llegar entre las 1:10 p.m. y las 2:10 p.m.');
    expect(customerBookingEmail(vi, 'booking_reminder', ctx, planned, 0, reminderAt(planned.start)).sms).toContain('(dự kiến đến 13:10-14:10)');
  });

  it('gives a DAD the job in their own language, and counts jobs by the language’s plural rules', () => {
    const miguel = { firstName: 'Miguel' };
    expect(dadBookingEmail(es, 'dad_unassigned', ctx, miguel, suv, 'cancelled').subject).toBe('Trabajo cancelado: miércoles, 2 de junio de 2027, 12:00 p.m.-4:00 p.m.');
    expect(dadAgendaEmail(es, ctx, miguel, '2027-06-02', [suv]).sms).toMatch(/: 1 trabajo mañana\./);
    expect(dadAgendaEmail(es, ctx, miguel, '2027-06-02', [suv, suv]).sms).toMatch(/: 2 trabajos mañana\./);
    expect(dadAgendaEmail(en, ctx, miguel, '2027-06-02', [suv]).sms).toMatch(/: 1 job tomorrow\./);
    expect(dadAgendaEmail(en, ctx, miguel, '2027-06-02', [suv, suv]).sms).toMatch(/: 2 jobs tomorrow\./);
  });
});
