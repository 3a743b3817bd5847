import sharp from 'sharp';
import { Like, Not } from 'typeorm';
import { calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { UserEntity } from '../identity/users/user.entity';
import { JobSessionEntity } from '../job-sessions/job-session.entity';
import { Events } from '../platform/events/events';
import { JobRunner } from '../platform/jobs/job-runner';
import { MessageEntity } from '../messaging/message.entity';
import { OutboxWorker } from '../messaging/outbox-worker';
import { TwilioStandIn, twilioEnv } from '../messaging/testing/twilio-stand-in';
import { paymentFixtures, type Agent, ADMIN } from '../payments/testing/payment-fixtures';
import { DispatchService } from '../scheduling/dispatch.service';
import { addDads, DAD_PASSWORD } from '../scheduling/testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { LATE_SWEEP_JOB, LateWarnings } from './late-warnings';
import { TrackingLinkEntity } from './tracking.entities';
import { TrackingService } from './tracking.service';
import { TrackingTokens } from './tracking-tokens';

const PUBLIC_URL = 'https://book.example.com';
const PHONE = '+17145550177';
/** ZIP centres of the service area: Irvine (the jobs' ZIP, 92618) and Brea, about 56 minutes' drive away with the allowance. */
const IRVINE = { latitude: 33.7074, longitude: -117.7054 };
const BREA = { latitude: 33.9291, longitude: -117.8845 };
const MINUTE = 60_000;

/**
 * The day of service seen by the customer (issue 43) on MariaDB: On my way's message carries a
 * signed tracking link whose estimate follows the DAD's phone; a DAD running late warns each stop
 * still to come once per slip; a forged or expired link shows nothing.
 */
describe('tracking links and late warnings on MariaDB', () => {
  let server: TestApp;
  let stand: TwilioStandIn;
  let fx: ReturnType<typeof paymentFixtures>;
  let dad: { id: string; agent: Agent };
  let customer: { id: string; agent: Agent };
  const deliver = () => server.app.get(OutboxWorker).deliverDue();
  const today = calendarDate(new Date());
  const at = (time: string) => zonedInstant(today, time);
  const job = (startTime: string, endTime: string, zipCode = '92618') =>
    fx.booking(customer.id, { dadId: dad.id, status: 'confirmed', scheduledDate: at(startTime), startTime, endTime, zipCode, vehicleType: 'sedan', durationMinutes: 60, paymentAuthorizedAt: new Date() });
  const tokenIn = (text: string) => /\/track\/([^\s]+)/.exec(text)?.[1];
  const lateMessages = (bookingId: string) => fx.db().getRepository(MessageEntity).find({ where: { idempotencyKey: Like(`booking:${bookingId}:late:%`), channel: 'email' }, order: { createdAt: 'ASC' } });

  beforeAll(async () => {
    stand = new TwilioStandIn();
    const apiUrl = await stand.start();
    server = await startTestApp('mysql', {
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL, ...twilioEnv(apiUrl) },
    });
    fx = paymentFixtures(server);
    dad = await fx.person('dad@tracking.example.com', 'dad');
    customer = await fx.person('customer@tracking.example.com');
    await fx.db().getRepository(UserEntity).update(customer.id, { phone: '(714) 555-0177', smsNotifications: true, emailNotifications: true, preferredContactMethod: 'both', firstName: 'Tess' });
    await fx.db().getRepository(UserEntity).update(dad.id, { firstName: 'Sam' });
  });
  afterAll(async () => {
    await server?.close();
    await stand?.stop();
  });
  // Each test starts from an empty day: a job done earlier (at the real clock's time) would move the DAD's route.
  afterEach(() => fx.bookings().update({ dadId: dad.id, status: Not('cancelled') }, { status: 'cancelled' }));

  it('On my way sends the link once by text and email; its estimate follows the DAD until I’m Here ends the sharing', async () => {
    // Its window is the whole of today and the estimate from Brea is about an hour: in the day's last
    // 70 minutes that passes 23:59, and the customer is rightly warned of it (the late tests below).
    if (Date.now() + 70 * MINUTE > at('23:59').getTime()) return;
    const booking = await job('00:00', '23:59');
    const next = await job('00:00', '23:59');
    // Not yet on the way: the phone's position is refused.
    const early = await dad.agent.post(`/api/dad/bookings/${booking.id}/position`).send(BREA).expect(409);
    expect(early.body.code).toBe('NOT_ON_THE_WAY');
    await dad.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 30 }).expect(200);
    await dad.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 30 }).expect(200);
    await deliver();
    const texts = stand.messages.filter((m) => m.to === PHONE).map((m) => m.body);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Dad's Detailing: Sam is on the way, arriving around \d{1,2}:\d{2} [AP]M\. Track: https:\/\/book\.example\.com\/track\/\S+ Reply to this text/);
    const emails = await fx.db().getRepository(MessageEntity).findBy({ userId: customer.id, kind: 'on_the_way', channel: 'email' });
    expect(emails).toHaveLength(1);
    const token = tokenIn(texts[0])!;
    expect(tokenIn(emails[0].text)).toBe(token);

    // No sign-in: an agent without a session reads the page.
    const page = (await server.agent().get(`/api/track/${token}`).expect(200)).body;
    expect(page).toMatchObject({ state: 'on_the_way', late: false, dad: { firstName: 'Sam', photoUrl: null }, car: 'Sedan', address: '1 Main St' });
    expect(Date.parse(page.expectedAt) - Date.now()).toBeGreaterThan(25 * MINUTE);
    // The page opens in the customer's own language once they chose one.
    expect(page.language).toBeNull();
    await fx.db().getRepository(UserEntity).update(customer.id, { language: 'vi' });
    expect((await server.agent().get(`/api/track/${token}`).expect(200)).body.language).toBe('vi');
    await fx.db().getRepository(UserEntity).update(customer.id, { language: null });

    // Far away, then nearby: the estimate moves with the phone.
    const far = (await dad.agent.post(`/api/dad/bookings/${booking.id}/position`).send(BREA).expect(200)).body;
    const fromFar = (await server.agent().get(`/api/track/${token}/estimate`).expect(200)).body;
    expect(fromFar.expectedAt).toBe(far.expectedAt);
    expect(Date.parse(fromFar.expectedAt) - Date.now()).toBeGreaterThan(45 * MINUTE);
    await dad.agent.post(`/api/dad/bookings/${booking.id}/position`).send(IRVINE).expect(200);
    const fromNear = (await server.agent().get(`/api/track/${token}/estimate`).expect(200)).body;
    expect(Date.parse(fromNear.expectedAt) - Date.now()).toBeLessThan(15 * MINUTE);
    expect(Date.parse(fromNear.expectedAt)).toBeLessThan(Date.parse(fromFar.expectedAt));

    // I'm Here: arrived, the position forgotten, and the phone may share no more.
    await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send(IRVINE).expect(200);
    expect((await server.agent().get(`/api/track/${token}/estimate`).expect(200)).body).toMatchObject({ state: 'arrived', expectedAt: null });
    expect(await fx.db().getRepository(TrackingLinkEntity).findOneByOrFail({ bookingId: booking.id })).toMatchObject({ latitude: null, longitude: null, positionAt: null });
    expect((await dad.agent.post(`/api/dad/bookings/${booking.id}/position`).send(IRVINE).expect(409)).body.code).toBe('NOT_ON_THE_WAY');
    await deliver();
    expect(stand.messages.filter((m) => m.to === PHONE).map((m) => m.body)[1]).toBe("Dad's Detailing: Sam has arrived at 1 Main St and is starting on your car.");

    // I'm Finished: the DAD is on the way to the next stop by itself, with its own link.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const image = (await dad.agent.post('/api/images').field('usageType', 'other').attach('image', jpeg, { filename: 'before.jpg', contentType: 'image/jpeg' }).expect(201)).body.id;
    await dad.agent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId: image, mediaType: 'before' }).expect(201);
    await dad.agent.post(`/api/dad/bookings/${booking.id}/complete`).expect(200);
    expect((await server.agent().get(`/api/track/${token}/estimate`).expect(200)).body.state).toBe('done');
    await deliver();
    const onTheWay = stand.messages.filter((m) => m.to === PHONE && / is on the way/.test(m.body)).map((m) => m.body);
    expect(onTheWay).toHaveLength(2);
    const nextToken = tokenIn(onTheWay[1])!;
    expect(nextToken.startsWith(next.id)).toBe(true);
    expect((await server.agent().get(`/api/track/${nextToken}/estimate`).expect(200)).body.state).toBe('on_the_way');
  });

  it('a DAD running late warns each stop still to come once per slip, and the board marks them', async () => {
    await fx.db().getRepository(UserEntity).update(customer.id, { preferredContactMethod: 'email' });
    const [a, b, c] = [await job('08:00', '10:30'), await job('10:00', '12:00'), await job('12:00', '13:30', '92660')];
    await dad.agent.post(`/api/dad/bookings/${a.id}/on-my-way`).send({ etaMinutes: 10 }).expect(200);
    const dadUser = await fx.user(dad.id);
    const tracking = server.app.get(TrackingService);
    const late = server.app.get(LateWarnings);
    const drive = async (position: typeof IRVINE, time: string, rechecks = 1) => {
      await tracking.position(dadUser, a.id, position, at(time));
      await Promise.all(Array.from({ length: rechecks }, () => late.recheck(dad.id, today, at(time))));
    };
    const counts = async () => Promise.all([a, b, c].map(async (stop) => (await lateMessages(stop.id)).length));

    // Nearby at 10:00: the day holds (a at 10:10, b at 11:20, c at 12:55): nobody is warned.
    await drive(IRVINE, '10:00');
    expect(await counts()).toEqual([0, 0, 0]);

    // In Brea at 10:00 (about 56 minutes away): a after 10:30, and so b after 12:00 and c after 13:30. Twice at once: one warning each.
    await drive(BREA, '10:00', 2);
    expect(await counts()).toEqual([1, 1, 1]);
    const [first] = await lateMessages(a.id);
    expect(first.subject).toMatch(/^Sam is running late: now expected around 10:5\d AM$/);
    expect(first.text).toContain(`${PUBLIC_URL}/track/`);
    expect((await lateMessages(b.id))[0].text).toContain(`${PUBLIC_URL}/dadportal/customer/details/${b.id}`);
    const board = await server.app.get(DispatchService).board(today, at('10:00'));
    expect(board.routes.find((r) => r.dad.id === dad.id)!.stops.filter((s) => [a.id, b.id, c.id].includes(s.bookingId)).map((s) => s.atRisk)).toEqual([true, true, true]);

    // Still in Brea two minutes later: no further slip, nothing new.
    await drive(BREA, '10:02');
    expect(await counts()).toEqual([1, 1, 1]);

    // Still in Brea at 10:20: 20 minutes later than told: one more each, again only once.
    await drive(BREA, '10:20', 2);
    expect(await counts()).toEqual([2, 2, 2]);
  });

  it('the clock notices a job running long with no step and no position, and warns the later stops once per slip', async () => {
    await fx.db().getRepository(UserEntity).update(customer.id, { preferredContactMethod: 'email' });
    const [a, b, c] = [await job('08:00', '10:00'), await job('10:00', '11:00'), await job('11:00', '12:00', '92660')];
    // The DAD arrived at a at 08:00 (an hour's job) and has sent nothing since: no position, no I'm Finished.
    await fx.bookings().update(a.id, { status: 'in_progress' });
    await fx.db().getRepository(JobSessionEntity).insert({ bookingId: a.id, dadId: dad.id, startedAt: at('08:00'), geofenceVerified: true });
    const late = server.app.get(LateWarnings);
    expect((await server.app.get(JobRunner).lastRuns()).map((j) => j.name)).toContain(LATE_SWEEP_JOB);
    const counts = async () => Promise.all([b, c].map(async (stop) => (await lateMessages(stop.id)).length));

    // At 09:00 the day holds (b at 10:00, c about 11:15).
    await late.sweep(at('09:00'));
    expect(await counts()).toEqual([0, 0]);
    // At 11:10 a still runs: b after 11:00, c after 12:00. Two instances' sweeps at once: one warning each.
    await Promise.all([late.sweep(at('11:10')), late.sweep(at('11:10'))]);
    expect(await counts()).toEqual([1, 1]);
    expect((await lateMessages(b.id))[0].subject).toMatch(/^Sam is running late: now expected around 11:[12]\d AM$/);
    await late.sweep(at('11:15'));
    expect(await counts()).toEqual([1, 1]);
    // Twenty minutes later than told: once more each.
    await late.sweep(at('11:30'));
    expect(await counts()).toEqual([2, 2]);
  });

  it('a move or a reassignment, once committed, rechecks the day of the DAD who takes the job', async () => {
    await fx.db().getRepository(UserEntity).update(customer.id, { preferredContactMethod: 'email' });
    const other = await fx.person('other.dad@tracking.example.com', 'dad');
    // A window of today already over and the job not started: late on whoever's day it joins.
    const booking = await job('00:00', '00:01');
    const events = server.app.get(Events);
    const change = { manager: fx.db().manager, bookingId: booking.id, actor: { id: null, role: 'admin' as const } };
    // Bookings announces these once the change committed (booking-changes.spec); here the DAD's day reacts on MariaDB.
    await fx.bookings().update(booking.id, { dadId: other.id });
    await events.committed('booking.reassigned', { ...change, details: { fromDadId: dad.id, dadId: other.id } });
    expect(await lateMessages(booking.id)).toHaveLength(1);
    // Moved back to the first DAD: nothing slipped further, nothing new; a move from another day warns on the day it joins.
    await fx.bookings().update(booking.id, { dadId: dad.id });
    await events.committed('booking.rescheduled', { ...change, details: { from: at('00:00').toISOString(), to: at('00:00').toISOString(), fromDadId: other.id, dadId: dad.id } });
    expect(await lateMessages(booking.id)).toHaveLength(1);
    const third = await job('00:00', '00:01');
    await events.committed('booking.rescheduled', { ...change, bookingId: third.id, details: { from: new Date(Date.now() + 86_400_000 * 3).toISOString(), to: at('00:00').toISOString(), fromDadId: other.id, dadId: dad.id } });
    expect(await lateMessages(third.id)).toHaveLength(1);
  });

  /** A DAD of the test's own who works all day (an admin may give them any window of today), signed in. */
  const aDadWorkingAllDay = async (prefix: string, firstName: string) => {
    const [made] = await addDads(server.app, 1, { prefix, startTime: '00:00', endTime: '23:59' });
    await fx.db().getRepository(UserEntity).update(made.id, { firstName });
    return { id: made.id, agent: await fx.signIn(made.email, DAD_PASSWORD) };
  };
  const onTheWayTexts = () => stand.messages.filter((m) => m.to === PHONE && / is on the way/.test(m.body)).map((m) => m.body);

  it('an admin’s reassignment through the API calls the link off, warns the customer once from the new DAD’s day, and the new DAD’s On my way texts a new link', async () => {
    await fx.db().getRepository(UserEntity).update(customer.id, { preferredContactMethod: 'both' });
    const admin = await fx.admin();
    const rosa = await aDadWorkingAllDay('tracking-reassign', 'Rosa');
    // A window of today already over and the job not started: late on whichever DAD's day it is.
    const booking = await job('00:00', '00:01');
    await dad.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 10 }).expect(200);
    await deliver();
    const before = onTheWayTexts().length;
    const oldToken = tokenIn(onTheWayTexts().at(-1)!)!;
    expect(oldToken.startsWith(booking.id)).toBe(true);
    expect(await lateMessages(booking.id)).toHaveLength(0);

    await admin.post(`/api/admin/bookings/${booking.id}/reassign`).send({ dadId: rosa.id }).expect(200);
    // The link of the DAD who no longer comes: called off, their phone may share no more.
    expect((await server.agent().get(`/api/track/${oldToken}/estimate`).expect(200)).body).toMatchObject({ state: 'called_off', expectedAt: null });
    expect((await dad.agent.post(`/api/dad/bookings/${booking.id}/position`).send(IRVINE).expect(409)).body.code).toBe('NOT_ON_THE_WAY');
    // Rosa's day, rechecked once the reassignment committed: the customer hears the new estimate once,
    // pointed to their booking (the called-off link would say the visit is no longer on its way).
    const [late] = await lateMessages(booking.id);
    expect(late.subject).toMatch(/^Rosa is running late: now expected around \d{1,2}:\d{2} [AP]M$/);
    expect(late.text).toContain(`${PUBLIC_URL}/dadportal/customer/details/${booking.id}`);
    expect(late.text).not.toContain('/track/');
    expect(await lateMessages(booking.id)).toHaveLength(1);

    // Rosa sets out: the customer gets a new link (once), whose page follows Rosa; the old one is refused.
    expect((await rosa.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 20 }).expect(200)).body.announced).toBe(true);
    expect((await rosa.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 20 }).expect(200)).body.announced).toBe(false);
    await deliver();
    const texts = onTheWayTexts();
    expect(texts).toHaveLength(before + 1);
    expect(texts.at(-1)).toMatch(/^Dad's Detailing: Rosa is on the way, arriving around /);
    const newToken = tokenIn(texts.at(-1)!)!;
    expect(newToken).not.toBe(oldToken);
    expect((await server.agent().get(`/api/track/${newToken}`).expect(200)).body).toMatchObject({ state: 'on_the_way', dad: { firstName: 'Rosa' } });
    await rosa.agent.post(`/api/dad/bookings/${booking.id}/position`).send(BREA).expect(200);
    // The old link says it was replaced, on the page and on its estimate, and shows nothing of the visit.
    for (const path of [`/api/track/${oldToken}`, `/api/track/${oldToken}/estimate`]) {
      const replaced = await server.agent().get(path).expect(410);
      expect(replaced.body).toMatchObject({ code: 'TRACKING_LINK_REPLACED', message: 'This tracking link was replaced by a newer one' });
      expect(JSON.stringify(replaced.body)).not.toContain('Rosa');
    }
    await fx.bookings().update(booking.id, { status: 'cancelled' });
  });

  it('deactivating a DAD through the API calls off the links of their jobs of today; given to a DAD again, the job is rechecked and tracked anew', async () => {
    await fx.db().getRepository(UserEntity).update(customer.id, { preferredContactMethod: 'both' });
    const admin = await fx.admin();
    const [leaving, kim] = [await aDadWorkingAllDay('tracking-leaving', 'Lee'), await aDadWorkingAllDay('tracking-staying', 'Kim')];
    const booking = await fx.booking(customer.id, { dadId: leaving.id, status: 'confirmed', scheduledDate: at('00:00'), startTime: '00:00', endTime: '00:01', vehicleType: 'sedan', durationMinutes: 60, paymentAuthorizedAt: new Date() });
    await leaving.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 10 }).expect(200);
    await deliver();
    const oldToken = tokenIn(onTheWayTexts().at(-1)!)!;
    expect(oldToken.startsWith(booking.id)).toBe(true);

    const deactivated = await admin.patch(`/api/admin/dads/${leaving.id}`).send({ isActive: false }).expect(200);
    expect(deactivated.body.upcomingBookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    // In the deactivation's transaction: the job waits for a DAD and its link is called off.
    expect((await server.agent().get(`/api/track/${oldToken}/estimate`).expect(200)).body).toMatchObject({ state: 'called_off', expectedAt: null });
    // Nobody's day holds it, so there is no arrival to estimate: nothing is sent until a DAD has it.
    expect(await lateMessages(booking.id)).toHaveLength(0);

    await admin.post(`/api/admin/bookings/${booking.id}/reassign`).send({ dadId: kim.id }).expect(200);
    const warned = await lateMessages(booking.id);
    expect(warned).toHaveLength(1);
    expect(warned[0].subject).toMatch(/^Kim is running late: now expected around /);
    await kim.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 15 }).expect(200);
    await deliver();
    expect(onTheWayTexts().at(-1)).toMatch(/^Dad's Detailing: Kim is on the way, arriving around /);
    const newToken = tokenIn(onTheWayTexts().at(-1)!)!;
    expect((await server.agent().get(`/api/track/${newToken}`).expect(200)).body).toMatchObject({ state: 'on_the_way', dad: { firstName: 'Kim' } });
    await fx.bookings().update(booking.id, { status: 'cancelled' });
  });

  it('a link made again within the second the one before it was made still has its own token, and the old one reads as replaced', async () => {
    const booking = await job('00:00', '23:59');
    const tracking = server.app.get(TrackingService);
    const now = new Date();
    const issue = () => fx.db().transaction((manager) => tracking.issue(manager, booking.id, new Date(now.getTime() + 20 * MINUTE), now));
    await issue();
    const first = tokenIn((await tracking.urlOf(fx.db().manager, booking.id))!)!;
    await fx.db().transaction((manager) => tracking.moveTo(manager, booking.id, 'called_off'));
    await issue();
    const second = tokenIn((await tracking.urlOf(fx.db().manager, booking.id))!)!;
    expect(second).not.toBe(first);
    expect((await server.agent().get(`/api/track/${first}`).expect(410)).body.code).toBe('TRACKING_LINK_REPLACED');
    await server.agent().get(`/api/track/${second}`).expect(200);
  });

  it('refuses a forged, altered or expired link, telling nothing', async () => {
    const booking = await job('00:00', '23:59');
    await dad.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 15 }).expect(200);
    const link = await fx.db().getRepository(TrackingLinkEntity).findOneByOrFail({ bookingId: booking.id });
    const tokens = server.app.get(TrackingTokens);
    const token = tokens.token(booking.id, link.expiresAt);
    await server.agent().get(`/api/track/${token}`).expect(200);
    const [id, expiry, signature] = token.split('.');
    const refused = [
      `${id}.${expiry}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${id}.${Number(expiry) + 3600}.${signature}`,
      `${customer.id}.${expiry}.${signature}`,
      'not-a-token',
      // Signed by another server's secret.
      new TrackingTokens('another secret', PUBLIC_URL).token(booking.id, link.expiresAt),
      // Signed here, but for no link.
      tokens.token(booking.id, new Date(link.expiresAt.getTime() + 1000)),
    ];
    for (const forged of refused) {
      for (const path of [`/api/track/${forged}`, `/api/track/${forged}/estimate`]) {
        const answer = await server.agent().get(path).expect(404);
        expect(answer.body.code).toBe('TRACKING_LINK_INVALID');
        expect(JSON.stringify(answer.body)).not.toContain('Sam');
      }
    }
    const expired = tokens.token(booking.id, new Date(Date.now() - 1000));
    expect((await server.agent().get(`/api/track/${expired}`).expect(410)).body.code).toBe('TRACKING_LINK_EXPIRED');
  });
});
