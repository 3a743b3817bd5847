import { zonedInstant } from '@dd/domain/time-windows';
import { WAITLIST_OFFER_FANOUT, WAITLIST_OFFER_HOLD_MINUTES, type JoinWaitlistInput } from '@dd/contracts/waitlist';
import { refusal } from '../bookings/bookings.fakes';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistOpeningEntity } from './waitlist.entities';
import { rankFits } from './ranking';
import { newWaitlistTest } from './testing';

/** Monday 2 March 2026, 10:00 in Los Angeles. */
const NOW = new Date('2026-03-02T18:00:00Z');
const DAY = '2026-03-04';
const MORNING = zonedInstant(DAY, '08:00');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

type Test = ReturnType<typeof newWaitlistTest>;

const wants = (t: Test, values: Partial<JoinWaitlistInput> = {}): JoinWaitlistInput => ({
  packageId: t.pkg.id,
  vehicleType: 'sedan',
  address: '1 Main St',
  city: 'Irvine',
  zipCode: '92618',
  specialInstructions: null,
  fromDate: '2026-03-03',
  toDate: '2026-03-06',
  windows: ['morning'],
  ...values,
});

/** A DAD based in Irvine whose day has a job in the afternoon; the morning job was cancelled and freed the place. */
async function freedMorning(t: Test) {
  const dad = t.dad({ homeZip: '92618' });
  t.booking(dad.id, zonedInstant(DAY, '12:00'), { zipCode: '92618' });
  const openingId = await t.db.transaction((manager) => t.rounds.recordOpening(manager, { dadId: dad.id, start: MORNING, sourceBookingId: 'cancelled-booking', reason: 'cancelled' }));
  return { dad, openingId: openingId! };
}

describe('WaitlistRounds: who is offered a freed place', () => {
  it('offers it to the waiting customer nearest the DAD’s other stops first, then the longest waiting', async () => {
    const t = newWaitlistTest();
    const far = t.customer();
    const nearLater = t.customer();
    const nearEarlier = t.customer();
    await t.service.join(far, wants(t, { zipCode: '92672' }));
    jest.setSystemTime(later(1));
    await t.service.join(nearEarlier, wants(t, { zipCode: '92618' }));
    jest.setSystemTime(later(2));
    await t.service.join(nearLater, wants(t, { zipCode: '92618' }));
    await freedMorning(t);

    expect(await t.rounds.offerOpenedBy({ sourceBookingId: 'cancelled-booking' }, later(3))).toBe(3);
    expect(t.sent.map((m) => m.to)).toEqual([nearEarlier.id, nearLater.id, far.id]);
    expect(t.sent[0]).toMatchObject({ date: DAY, windowLabel: '8:00 AM-12:00 PM' });
  });

  it('offers it first to a customer moved for the weather in the last 14 days, however far and however late they joined (decision 0432)', async () => {
    const t = newWaitlistTest();
    const near = Array.from({ length: WAITLIST_OFFER_FANOUT }, () => t.customer());
    // A second apart, so that the longest waiting among the near ones is a fact, not a tie.
    for (const [i, customer] of near.entries()) {
      jest.setSystemTime(new Date(NOW.getTime() + i * 1000));
      await t.service.join(customer, wants(t, { zipCode: '92618' }));
    }
    const moved = t.customer();
    const movedLongAgo = t.customer();
    jest.setSystemTime(later(5));
    await t.service.join(moved, wants(t, { zipCode: '92672' }));
    await t.service.join(movedLongAgo, wants(t, { zipCode: '92672' }));
    await t.db.transaction((manager) => t.rounds.prioritize(manager, moved.id, 'rained-off', later(4)));
    await t.db.transaction((manager) => t.rounds.prioritize(manager, movedLongAgo.id, 'rained-off-before', new Date(NOW.getTime() - 15 * 24 * 3_600_000)));
    await freedMorning(t);

    expect(await t.rounds.offerOpenedBy({ sourceBookingId: 'cancelled-booking' }, later(6))).toBe(WAITLIST_OFFER_FANOUT);
    expect(t.sent.map((m) => m.to)).toEqual([moved.id, ...near.slice(0, WAITLIST_OFFER_FANOUT - 1).map((c) => c.id)]);
  });

  it('offers nobody a place outside their days or windows, and closes a place nobody fits as lapsed', async () => {
    const t = newWaitlistTest();
    await t.service.join(t.customer(), wants(t, { windows: ['evening'] }));
    await t.service.join(t.customer(), wants(t, { fromDate: '2026-03-05' }));
    const { openingId } = await freedMorning(t);

    expect(await t.rounds.offerOpenedBy({ sourceBookingId: 'cancelled-booking' }, later(1))).toBe(0);
    expect(t.db.rows(WaitlistOpeningEntity, { id: openingId })[0]).toMatchObject({ status: 'lapsed', openKey: null });
  });

  it('records one opening per place however often it is freed, and none for a past or off-window time', async () => {
    const t = newWaitlistTest();
    const dad = t.dad();
    const record = (start: Date) => t.db.transaction((m) => t.rounds.recordOpening(m, { dadId: dad.id, start, sourceBookingId: 'b', reason: 'cancelled' }));
    expect(await record(MORNING)).toEqual(expect.any(String));
    expect(await record(MORNING)).toBeNull();
    expect(await record(zonedInstant('2026-03-01', '08:00'))).toBeNull();
    expect(await record(zonedInstant(DAY, '09:00'))).toBeNull();
    expect(t.db.rows(WaitlistOpeningEntity)).toHaveLength(1);
  });

  it('opens the windows a DAD’s added hours reach that someone waits for, and offers them', async () => {
    const t = newWaitlistTest();
    const morning = t.customer();
    const evening = t.customer();
    await t.service.join(morning, wants(t));
    await t.service.join(evening, wants(t, { windows: ['evening'] }));
    // A new DAD works Wednesdays 08:00-12:00 (DAY is a Wednesday): the mornings of the days ahead, not the evenings.
    const dad = t.dad({ days: [3], hours: ['08:00', '12:00'] });
    const recorded = await t.db.transaction((manager) => t.rounds.recordHoursOpened(manager, dad.id, [{ dayOfWeek: 3, startTime: '08:00', endTime: '12:00' }], NOW));
    expect(recorded).toBe(1);
    expect(t.db.rows(WaitlistOpeningEntity)).toEqual([expect.objectContaining({ dadId: dad.id, start: MORNING, reason: 'hours', sourceBookingId: null })]);
    expect(await t.rounds.offerOpenedBy({ dadId: dad.id, reason: 'hours' }, later(1))).toBe(1);
    expect(t.sent.map((m) => m.to)).toEqual([morning.id]);
  });

  it('offers a visitor’s entry by the contact they gave, and a visitor’s acceptance books through checkout’s visitor path', async () => {
    const t = newWaitlistTest();
    const joined = await t.service.joinAsVisitor({ ...wants(t), firstName: 'Vera', lastName: 'Visitor', email: null, phone: '7145550142' }, '10.0.0.1');
    await freedMorning(t);
    await t.rounds.offerOpenedBy({ sourceBookingId: 'cancelled-booking' }, later(1));
    expect(t.sent).toEqual([expect.objectContaining({ to: '7145550142' })]);
    const offerId = t.sent[0].offerId;
    // A customer cannot take a visitor's offer as their own.
    expect(await refusal(t.service.accept(t.customer(), offerId, later(2)))).toMatchObject({ status: 404 });
    const contact = { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com', phone: null, agreeToTerms: true as const };
    const { bookingId } = await t.service.acceptAsVisitor(offerId, { contact }, { user: null, ip: '10.0.0.1', signIn: async () => undefined }, later(2));
    expect(t.booked).toEqual([expect.objectContaining({ input: expect.objectContaining({ contact, scheduledDate: MORNING.toISOString() }) })]);
    expect(t.db.rows(WaitlistEntryEntity, { id: joined.id })[0]).toMatchObject({ status: 'booked', bookingId, customerId: t.booked[0].customerId });
  });

  it('moves on when a round lapses unanswered: the next customers get the place, the first offers expire', async () => {
    const t = newWaitlistTest();
    const customers = Array.from({ length: WAITLIST_OFFER_FANOUT + 2 }, () => t.customer());
    for (const [i, customer] of customers.entries()) {
      jest.setSystemTime(later(i));
      await t.service.join(customer, wants(t));
    }
    await freedMorning(t);
    expect(await t.rounds.offerOpenedBy({ sourceBookingId: 'cancelled-booking' }, later(10))).toBe(WAITLIST_OFFER_FANOUT);
    // Within the hold, the minute job leaves the round alone.
    expect(await t.rounds.sweep(later(10 + WAITLIST_OFFER_HOLD_MINUTES - 1))).toBe(0);
    expect(await t.rounds.sweep(later(10 + WAITLIST_OFFER_HOLD_MINUTES))).toBe(2);
    expect(t.sent.map((m) => m.to)).toEqual(customers.map((c) => c.id));
    expect(t.db.rows(WaitlistOfferEntity, { status: 'expired' })).toHaveLength(WAITLIST_OFFER_FANOUT);
  });

  it('ranks by added drive, then waiting time, then id', () => {
    const entry = (id: string, minute: number) => ({ id, fromDate: DAY, toDate: DAY, windows: ['morning' as const], createdAt: later(minute) });
    const ranked = rankFits([
      { entry: entry('c', 0), addedMinutes: 20 },
      { entry: entry('b', 5), addedMinutes: 5 },
      { entry: entry('a', 5), addedMinutes: 5 },
      { entry: entry('d', 1), addedMinutes: 5 },
    ]);
    expect(ranked.map((f) => f.entry.id)).toEqual(['d', 'a', 'b', 'c']);
    // A customer moved for the weather comes before all of them.
    expect(rankFits(ranked, (e) => e.id === 'c').map((f) => f.entry.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('WaitlistService: accepting an offer', () => {
  async function offered(t: Test, count = 2) {
    const customers = Array.from({ length: count }, () => t.customer());
    for (const customer of customers) await t.service.join(customer, wants(t));
    await freedMorning(t);
    await t.rounds.offerOpenedBy({ sourceBookingId: 'cancelled-booking' }, later(1));
    const offerOf = (id: string) => t.sent.find((m) => m.to === id)!.offerId;
    return { customers, offerOf };
  }

  it('books the place for the first to accept; the others are told it was taken', async () => {
    const t = newWaitlistTest();
    const { customers: [first, second], offerOf } = await offered(t);

    const { bookingId } = await t.service.accept(first, offerOf(first.id), later(2));
    expect(t.booked).toEqual([{ customerId: first.id, input: expect.objectContaining({ scheduledDate: MORNING.toISOString(), zipCode: '92618', packageId: t.pkg.id }) }]);
    expect(await refusal(t.service.accept(second, offerOf(second.id), later(3)))).toMatchObject({ status: 409, code: 'OFFER_TAKEN' });
    expect(t.booked).toHaveLength(1);
    // Accepting again answers the same booking.
    expect(await t.service.accept(first, offerOf(first.id), later(4))).toEqual({ bookingId });
    const [mine] = await t.service.mine(first, later(4));
    expect(mine).toMatchObject({ status: 'booked', offers: [{ status: 'accepted', bookingId }] });
    expect((await t.service.overview(later(4))).fillRate).toBe(1);
  });

  it('refuses an offer after its hold, and another customer’s offer as not found', async () => {
    const t = newWaitlistTest();
    const { customers: [first, second], offerOf } = await offered(t);
    expect(await refusal(t.service.accept(second, offerOf(first.id), later(2)))).toMatchObject({ status: 404 });
    expect(await refusal(t.service.accept(first, offerOf(first.id), later(1 + WAITLIST_OFFER_HOLD_MINUTES)))).toMatchObject({ status: 410, code: 'OFFER_EXPIRED' });
    expect(t.booked).toHaveLength(0);
  });

  it('closes the place when checkout finds the DAD’s time gone, and tells the acceptor it was taken', async () => {
    const t = newWaitlistTest();
    const { customers: [first], offerOf } = await offered(t);
    t.checkout.slotTaken = true;
    expect(await refusal(t.service.accept(first, offerOf(first.id), later(2)))).toMatchObject({ status: 409, code: 'OFFER_TAKEN' });
    expect(t.db.rows(WaitlistOpeningEntity)[0]).toMatchObject({ status: 'lapsed' });
    expect(t.db.rows(WaitlistOfferEntity, { status: 'offered' })).toHaveLength(0);
  });

  it('refuses to wait for an address outside the service area', async () => {
    const t = newWaitlistTest();
    expect(await refusal(t.service.join(t.customer(), wants(t, { zipCode: '90210' })))).toMatchObject({ status: 400, code: 'OUTSIDE_SERVICE_AREA' });
  });
});
