import { EventEmitter2 } from '@nestjs/event-emitter';
import sharp from 'sharp';
import { In } from 'typeorm';
import { cancellationPolicyText } from '@dd/contracts/booking';
import { calendarDate, zonedInstant } from '@dd/domain/time-windows';
import type { BookingEntity } from '../../bookings/booking.entity';
import { MessageEntity } from '../../messaging/message.entity';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { toCents } from '../card-holds';
import { ADMIN, paymentFixtures, type Agent } from '../testing/payment-fixtures';
import { TestPaymentIntentEntity } from '../test-gateway/test-payment-intent.entity';

const HOUR_MS = 3_600_000;

/** Late-cancellation and no-show fees on the offline test gateway, on MariaDB: partial capture of the hold. */
describe('late-cancellation and no-show fees on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let ana: { id: string; agent: Agent };
  let dad: { id: string; agent: Agent };
  let admin: Agent;
  const testIntent = (id: string) => fx.db().getRepository(TestPaymentIntentEntity).findOneByOrFail({ id });
  const cents = (money: string) => toCents(money);

  /** The checkout in test mode; `agree` is the fee-policy box the checkout requires. */
  const held = (booking: BookingEntity, agree = true) => fx.holdTestCard(ana.agent, booking, { agreeToFeePolicy: agree });

  /** Held, then confirmed by the business (as the admin does). */
  async function confirmed(overrides: Parameters<typeof fx.booking>[1], agree = true): Promise<BookingEntity> {
    const booking = await held(await fx.booking(ana.id, overrides), agree);
    await fx.bookings().update(booking.id, { status: 'confirmed' });
    return fx.reload(booking);
  }

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
    ana = await fx.person('ana@example.com');
    dad = await fx.person('dan@example.com', 'dad');
    admin = await fx.admin();
  });
  afterAll(() => server?.close());

  it('records the agreement and the policy text at checkout, before the card is held', async () => {
    const booking = await held(await fx.booking(ana.id));
    const fee = ((cents(booking.totalAmount) * 0.25) / 100).toFixed(2);
    expect(booking.feePolicyAgreedAt).toBeInstanceOf(Date);
    expect(booking.feePolicyText).toBe(
      `Free cancellation until 48 hours before your appointment. Cancelling later costs 25% of the booking total ($${fee}). ` +
        `If nobody is there with the car when your detailer arrives, a no-show fee of 50% of the booking total ($${((cents(booking.totalAmount) * 0.5) / 100).toFixed(2)}) is charged. ` +
        'A fee is taken from the card held for this booking and the rest of the hold is released.',
    );
  });

  it('inside the window: tells the fee with the spec’s refusal, then cancels and captures only the fee from the hold; the customer is emailed', async () => {
    const booking = await confirmed({ daysAhead: 1 });
    const fee = Math.round(cents(booking.totalAmount) * 0.25);
    const options = (await ana.agent.get(`/api/bookings/${booking.id}/manage`).expect(200)).body;
    expect(options).toMatchObject({ freeCancellation: false, canCancel: true, canReschedule: false, lateCancelFee: (fee / 100).toFixed(2) });

    const told = await ana.agent.post(`/api/bookings/${booking.id}/cancel`).expect(409);
    expect(told.body).toMatchObject({ code: 'POLICY_WINDOW', message: cancellationPolicyText(48), lateCancelFee: (fee / 100).toFixed(2) });
    expect((await fx.reload(booking)).status).toBe('confirmed');

    const cancelled = await ana.agent.post(`/api/bookings/${booking.id}/cancel`).send({ acceptFee: true }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'captured', capturedAmount: (fee / 100).toFixed(2) });
    expect(await testIntent(booking.stripePaymentIntentId!)).toMatchObject({ status: 'succeeded', amountCents: fee });
    expect(await fx.reload(booking)).toMatchObject({ feeKind: 'late_cancel', feeCents: fee, paymentCapturedCents: fee });
    const emails = await fx.db().getRepository(MessageEntity).findBy({ kind: 'fee_charged' });
    expect(emails.filter((m) => m.idempotencyKey.startsWith(`booking:${booking.id}:`) && m.channel === 'email')).toHaveLength(1);
    expect(await fx.db().getRepository(MessageEntity).countBy({ idempotencyKey: `booking:${booking.id}:cancelled:email` })).toBe(0);

    // Again: nothing more is charged.
    await ana.agent.post(`/api/bookings/${booking.id}/cancel`).send({ acceptFee: true }).expect(409);
    expect((await testIntent(booking.stripePaymentIntentId!)).amountCents).toBe(fee);
  });

  it('without the agreement no fee is charged: inside the window the spec’s refusal stands', async () => {
    const booking = await confirmed({ daysAhead: 1 }, false);
    expect(booking.feePolicyAgreedAt).toBeNull();
    expect((await ana.agent.get(`/api/bookings/${booking.id}/manage`).expect(200)).body).toMatchObject({ canCancel: false, lateCancelFee: null });
    const refused = await ana.agent.post(`/api/bookings/${booking.id}/cancel`).send({ acceptFee: true }).expect(409);
    expect(refused.body).toEqual(expect.objectContaining({ code: 'POLICY_WINDOW', message: cancellationPolicyText(48) }));
    expect(refused.body.lateCancelFee).toBeUndefined();
    expect((await fx.reload(booking)).paymentStatus).toBe('authorized');
  });

  it('an admin marks a no-show once the window has begun: the no-show fee is captured, the rest released', async () => {
    const future = await confirmed({ daysAhead: 1 });
    expect((await admin.post(`/api/admin/bookings/${future.id}/no-show`).expect(409)).body.message).toBe('A no-show can be marked once the arrival window has begun');

    const booking = await confirmed({ daysAhead: 0, scheduledDate: new Date(Date.now() - HOUR_MS) });
    const fee = Math.round(cents(booking.totalAmount) * 0.5);
    // A no-show is its own event (issue 37 item 12): subscribers to booking.no-show react, booking.cancelled hears nothing.
    const heard: string[] = [];
    const listen = (name: string) => () => void heard.push(name);
    const names = ['booking.no-show', 'booking.no-show:committed', 'booking.cancelled', 'booking.cancelled:committed'];
    const listeners = names.map((name) => [name, listen(name)] as const);
    for (const [name, listener] of listeners) server.app.get(EventEmitter2).on(name, listener);
    let marked;
    try {
      marked = await admin.post(`/api/admin/bookings/${booking.id}/no-show`).expect(200);
    } finally {
      for (const [name, listener] of listeners) server.app.get(EventEmitter2).off(name, listener);
    }
    expect(heard).toEqual(['booking.no-show', 'booking.no-show:committed']);
    expect(marked.body).toMatchObject({ status: 'cancelled', noShow: true, paymentStatus: 'captured', capturedAmount: (fee / 100).toFixed(2) });
    // The list shows it as a no-show, apart from the cancellations.
    const listed = async (status: string) => ((await admin.get('/api/admin/bookings').query({ status, q: booking.id }).expect(200)).body as Array<{ id: string }>).map((b) => b.id);
    expect(await listed('no_show')).toEqual([booking.id]);
    expect(await listed('cancelled')).toEqual([]);
    expect(await listed('all')).toEqual([booking.id]);
    expect(await fx.reload(booking)).toMatchObject({ feeKind: 'no_show', feeCents: fee, noShow: { byRole: 'admin', photoImageId: null } });
    expect((await testIntent(booking.stripePaymentIntentId!)).amountCents).toBe(fee);
    await ana.agent.post(`/api/admin/bookings/${booking.id}/no-show`).expect(403);
  });

  it('the DAD marks "Customer not here" only after arriving and with a photo; the location and photo are recorded', async () => {
    // Today in Orange County from midnight, so the job can be started (job day only) and its window has begun at any hour the test runs.
    const booking = await held(
      await fx.booking(ana.id, { dadId: dad.id, scheduledDate: zonedInstant(calendarDate(new Date()), '00:00'), startTime: '00:00', endTime: '04:00' }),
    );
    await fx.bookings().update(booking.id, { status: 'confirmed' });
    // At the job: the centre of its ZIP (92618), well inside the arrival check's distance.
    const here = { latitude: 33.7074, longitude: -117.7054 };
    expect((await dad.agent.post(`/api/dad/bookings/${booking.id}/no-show`).send(here).expect(409)).body.message).toBe(
      'Tap I’m Here when you arrive; then you can mark the customer not here',
    );
    await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send(here).expect(200);
    expect((await dad.agent.post(`/api/dad/bookings/${booking.id}/no-show`).send(here).expect(409)).body.code).toBe('BEFORE_PHOTOS_REQUIRED');

    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const imageId = (await dad.agent.post('/api/images').field('usageType', 'other').attach('image', jpeg, { filename: 'driveway.jpg', contentType: 'image/jpeg' }).expect(201)).body.id;
    await dad.agent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId, mediaType: 'before' }).expect(201);
    const done = await dad.agent.post(`/api/dad/bookings/${booking.id}/no-show`).send(here).expect(200);
    expect(done.body).toMatchObject({ status: 'cancelled', paymentStatus: 'captured' });
    expect((await fx.reload(booking)).noShow).toMatchObject({ byRole: 'dad', byId: dad.id, photoImageId: imageId, latitude: '33.7074000', longitude: '-117.7054000' });
    // Messaging heard booking.no-show: the DAD's email says so, and the customer's is the fee taken.
    const messages = await fx.db().getRepository(MessageEntity).find({ where: { kind: In(['dad_unassigned', 'fee_charged']) } });
    const mine = messages.filter((m) => m.idempotencyKey.includes(booking.id));
    expect(mine.map((m) => [m.kind, m.subject.split(':')[0]]).sort()).toEqual([['dad_unassigned', 'Job closed as a no-show'], ['fee_charged', expect.any(String)]]);
  });
});
