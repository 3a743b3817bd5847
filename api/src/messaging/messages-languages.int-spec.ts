import { parseICS, type VEvent } from 'node-ical';
import { DataSource } from 'typeorm';
import type { Language } from '@dd/contracts/language';
import type { PackageDto } from '@dd/contracts/package';
import { upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import { addDads } from '../scheduling/testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { UserEntity } from '../identity/users/user.entity';
import { OutboxWorker } from './outbox-worker';
import { readerFor } from './reader';
import { SmtpCapture, type CapturedMail } from './testing/smtp-capture';
import { TwilioStandIn, twilioEnv } from './testing/twilio-stand-in';

const PUBLIC_URL = 'https://book.example.com';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** What each language's customer must read: the words of the catalog, the day and window in their format. */
const EXPECTED: Record<Language, { welcome: string; received: RegExp; intro: string; window: string; payment: RegExp; sms: RegExp; invite: string; prodId: string }> = {
  en: {
    welcome: "Set your Dad's Detailing password",
    received: /^Booking [0-9A-F]{8} received: /,
    intro: 'Thank you for booking with us. Your card is held, not charged: we charge it after the job is done.',
    window: 'Arrival window: ',
    payment: /Payment: Held \$\d+\.\d\d \(on the card, charged after the job\)/,
    sms: /^Dad's Detailing: booking received for .+\. https:\/\/book\.example\.com\/dadportal\/customer\/details\//,
    invite: 'Your detailer arrives between ',
    prodId: '//EN',
  },
  es: {
    welcome: "Cree su contraseña de Dad's Detailing",
    received: /^Reserva [0-9A-F]{8} recibida: /,
    intro: 'Gracias por reservar con nosotros. El monto está retenido en su tarjeta, no cobrado: lo cobramos cuando el trabajo esté terminado.',
    window: 'Horario de llegada: ',
    payment: /Pago: Retenido \$\d+\.\d\d \(en la tarjeta, se cobra después del trabajo\)/,
    sms: /^Dad's Detailing: su reserva para el .+ fue recibida\. https:\/\/book\.example\.com\/dadportal\/customer\/details\//,
    invite: 'Su detallador llega en el horario de ',
    prodId: '//ES',
  },
  vi: {
    welcome: "Tạo mật khẩu Dad's Detailing của bạn",
    received: /^Đã nhận lịch hẹn [0-9A-F]{8}: /,
    intro: 'Cảm ơn bạn đã đặt lịch với chúng tôi. Thẻ của bạn chỉ được tạm giữ, chưa bị trừ tiền: chúng tôi chỉ trừ tiền sau khi công việc hoàn tất.',
    window: 'Khung giờ đến: ',
    payment: /Thanh toán: Tạm giữ \d+,\d\d\u00a0US\$ \(trên thẻ, chỉ trừ tiền sau khi xong việc\)/,
    sms: /^Dad's Detailing: đã nhận lịch hẹn vào .+\. https:\/\/book\.example\.com\/dadportal\/customer\/details\//,
    invite: 'Thợ chăm sóc xe sẽ đến trong khung giờ ',
    prodId: '//VI',
  },
};

/**
 * Issue 45: a visitor who books in Spanish or Vietnamese gets the email, the text and the calendar
 * invite in that language, over a real SMTP server and the Twilio SDK against its stand-in, on
 * MariaDB; English stays as it was. The language comes from the checkout and stays on the account.
 */
describe('messages in the customer’s language, on MariaDB', () => {
  let server: TestApp;
  let smtp: SmtpCapture;
  let twilio: TwilioStandIn;
  let slots: TimeWindowSlot[];
  let packages: PackageDto[];
  const db = () => server.app.get(DataSource);
  const deliver = () => server.app.get(OutboxWorker).deliverDue();
  const inviteOf = (mail: CapturedMail) => {
    const ics = mail.parsed.attachments.find((a) => a.filename === 'invite.ics');
    if (!ics) throw new Error('no invite.ics');
    const text = ics.content.toString('utf8');
    const event = Object.values(parseICS(text)).find((c) => c?.type === 'VEVENT') as VEvent;
    return { text, event };
  };

  beforeAll(async () => {
    smtp = new SmtpCapture();
    twilio = new TwilioStandIn();
    const smtpUrl = await smtp.start();
    const twilioUrl = await twilio.start();
    server = await startTestApp('mysql', {
      env: {
        PUBLIC_URL,
        SMTP_URL: smtpUrl,
        MAIL_FROM: "Dad's Detailing <hello@book.example.com>",
        ...twilioEnv(twilioUrl),
      },
    });
    await addDads(server.app, 3);
    packages = (await server.agent().get('/api/packages').expect(200)).body;
    slots = upcomingWindows(new Date(), { days: 14, minAdvanceHours: 72 }).filter((s) => s.bookable);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    await twilio?.stop();
  });

  it.each([
    ['es', '+17145550141', 0],
    ['vi', '+17145550142', 1],
    ['en', '+17145550143', 2],
  ] as const)('a visitor who books in %s receives the confirmation email, text and invite in it', async (language, phone, slotIndex) => {
    const email = `visitor-${language}@example.com`;
    const slot = slots[slotIndex];
    const browser = server.agent();
    const draft = { vehicleType: 'sedan', packageId: packages.find((p) => p.type === 'deep_clean')!.id, address: '12 Ocean Ave', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start };
    const contact = { firstName: 'Vera', lastName: 'Visitor', email, phone, agreeToTerms: true, agreeToPhotos: false };
    const created = await browser.post('/api/bookings').send({ ...draft, contact, language }).expect(201);
    const bookingId = created.body.id as string;
    // The account the checkout opened keeps the language it booked in.
    expect((await db().getRepository(UserEntity).findOneByOrFail({ email })).language).toBe(language);
    // The visitor, now signed in, asks for texts too (their preferences), then pays.
    await browser.patch('/api/user/preferences').send({ smsNotifications: true, preferredContactMethod: 'both' }).expect(200);
    const intent = await browser.post('/api/create-payment-intent').send({ bookingId }).expect(201);
    await browser.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
    await browser.post(`/api/bookings/${bookingId}/confirm-payment`).expect(200);
    await deliver();

    const expected = EXPECTED[language];
    const reader = readerFor(language);
    const [welcome, received] = smtp.to(email);
    expect(welcome.parsed.subject).toBe(expected.welcome);

    // The email: subject, words, the day and window as the language writes them, the money in its words.
    const when = `${reader.day(new Date(slot.start))}, ${reader.window(created.body.startTime, created.body.endTime)}`;
    expect(received.parsed.subject).toMatch(expected.received);
    expect(received.parsed.subject).toContain(when);
    expect(received.parsed.text).toContain(expected.intro);
    expect(received.parsed.text).toContain(`${expected.window}${reader.window(created.body.startTime, created.body.endTime)}`);
    expect(received.parsed.text).toMatch(expected.payment);
    expect(received.parsed.html).toContain(`<html lang="${language}">`);

    // The invite: its description in the language, still the booking's one event at the window's start.
    const invite = inviteOf(received);
    expect(String(invite.event.description)).toContain(expected.invite);
    expect(invite.event.start.toISOString()).toBe(slot.start);
    expect(invite.text).toMatch(new RegExp(`PRODID:.*${expected.prodId}`));

    // The text, through the Twilio SDK.
    const [sms] = twilio.messages.filter((m) => m.to === phone);
    expect(sms.body).toMatch(expected.sms);
    expect(sms.body).toContain(when);
  });

  it('a customer who changes their language hears in the new one from the next message on', async () => {
    const browser = server.agent();
    const email = 'switcher@example.com';
    const draft = { vehicleType: 'sedan', packageId: packages.find((p) => p.type === 'deep_clean')!.id, address: '12 Ocean Ave', city: 'Irvine', zipCode: '92618', scheduledDate: slots[3].start };
    const created = await browser.post('/api/bookings').send({ ...draft, contact: { firstName: 'Sam', lastName: 'Switch', email, phone: null, agreeToTerms: true, agreeToPhotos: false } }).expect(201);
    // No language sent (an older page): the account has none, and its messages are in English.
    expect((await db().getRepository(UserEntity).findOneByOrFail({ email })).language).toBeNull();
    const intent = await browser.post('/api/create-payment-intent').send({ bookingId: created.body.id }).expect(201);
    await browser.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
    await browser.post(`/api/bookings/${created.body.id}/confirm-payment`).expect(200);
    await deliver();
    expect(smtp.to(email).at(-1)!.parsed.subject).toMatch(/^Booking [0-9A-F]{8} received: /);

    await browser.put('/api/user/language').send({ language: 'vi' }).expect(200);
    await browser.post(`/api/bookings/${created.body.id}/cancel`).expect(200);
    await deliver();
    const cancelled = smtp.to(email).at(-1)!;
    expect(cancelled.parsed.subject).toMatch(/^Đã hủy lịch hẹn: /);
    expect(inviteOf(cancelled).text).toContain('METHOD:CANCEL');
  });
});
