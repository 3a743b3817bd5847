import type { EntityManager } from 'typeorm';
import { SLOT_TAKEN_MESSAGE } from '@dd/contracts/booking';
import { zonedInstant } from '@dd/domain/time-windows';
import { ApiException } from '../common/api-exception';
import type { PlannedArrival } from '../bookings/booking-ports';
import { BookingEntity } from '../bookings/booking.entity';
import { DAD_NOT_FREE_MESSAGE } from './dad-assigner';
import { DadRouteDayEntity } from './dad-route-day.entity';
import { DadTimeClaimEntity } from './dad-time-claim.entity';
import { newSchedulingTest } from './test-services';

/** Monday 2 March 2026, 10:00 in Los Angeles; the job is on Wednesday afternoon. */
const NOW = new Date('2026-03-02T18:00:00Z');
const DAY = '2026-03-04';
const START = zonedInstant(DAY, '12:00');

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

type Test = ReturnType<typeof newSchedulingTest>;

/** What the bookings code does inside the assigner's transaction: saves the booking with the DAD given, where the route puts it. */
const saveBooking = (t: Test, before?: (manager: EntityManager, dadId: string) => Promise<void>) => async (manager: EntityManager, dadId: string, arrival: PlannedArrival) => {
  await before?.(manager, dadId);
  const booking = await manager.save(manager.create(BookingEntity, { reference: 'DD-new', customerId: 'c', dadId, packageId: t.pkg.id, scheduledDate: START, durationMinutes: 120, address: 'a', city: 'Irvine', zipCode: '92618', totalAmount: '89.00', status: 'confirmed', ...arrival }));
  return { bookingId: booking.id, result: booking.id };
};

const slot = { start: START, durationMinutes: 120, zipCode: '92618' };

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiException);
  return { status: (error as ApiException).getStatus(), code: (error as ApiException).code, message: (error as ApiException).message };
}

describe('DadAssigner', () => {
  it('gives the booking the DAD whose route it grows least, with the route, a place and the time claimed', async () => {
    const t = newSchedulingTest();
    t.dad({ homeZip: '92672' });
    const near = t.dad({ homeZip: '92618' });
    const id = await t.assigner.assign(slot, saveBooking(t));
    const booking = t.db.rows(BookingEntity, { id })[0];
    expect(booking.dadId).toBe(near.id);
    expect(booking.plannedArrival!.getTime()).toBeGreaterThanOrEqual(START.getTime());
    expect(t.db.rows(DadRouteDayEntity)).toEqual([expect.objectContaining({ dadId: near.id, date: DAY, version: 1 })]);
    const claims = t.db.rows(DadTimeClaimEntity, { bookingId: id });
    expect(claims.filter((c) => c.unit < 0).map((c) => c.unit)).toEqual([-1]);
    // The drive there and the two-hour job, in 5-minute units.
    expect(claims.filter((c) => c.unit >= 0).length).toBeGreaterThanOrEqual(24);
  });

  it('keeps the DAD a rescheduled booking had when they are free', async () => {
    const t = newSchedulingTest();
    t.dad({ homeZip: '92618' });
    const far = t.dad({ homeZip: '92672' });
    const id = await t.assigner.assign({ ...slot, preferDadId: far.id }, saveBooking(t));
    expect(t.db.rows(BookingEntity, { id })[0].dadId).toBe(far.id);
  });

  it('when another booking changed a DAD’s route meanwhile, tries the next DAD; the failed try leaves nothing', async () => {
    const t = newSchedulingTest();
    const near = t.dad({ homeZip: '92618' });
    const other = t.dad({ homeZip: '92660' });
    const tried: string[] = [];
    const id = await t.assigner.assign(
      slot,
      saveBooking(t, async (manager, dadId) => {
        tried.push(dadId);
        // A parallel booking planned this DAD's day first (on another instance).
        if (dadId === near.id) await manager.insert(DadRouteDayEntity, { dadId, date: DAY, version: 1 });
      }),
    );
    expect(tried).toEqual([near.id, other.id]);
    expect(t.db.rows(BookingEntity).map((b) => [b.id, b.dadId])).toEqual([[id, other.id]]);
    expect(t.db.rows(DadTimeClaimEntity).every((c) => c.dadId === other.id)).toBe(true);
  });

  it('also when the DAD’s day already had a route and its version moved on', async () => {
    const t = newSchedulingTest();
    const near = t.dad({ homeZip: '92618' });
    const other = t.dad({ homeZip: '92660' });
    t.db.seed(DadRouteDayEntity, { dadId: near.id, date: DAY, version: 3 });
    const id = await t.assigner.assign(
      slot,
      saveBooking(t, async (manager, dadId) => {
        if (dadId === near.id) await manager.update(DadRouteDayEntity, { dadId, date: DAY }, { version: 4 });
      }),
    );
    expect(t.db.rows(BookingEntity, { id })[0].dadId).toBe(other.id);
    expect(t.db.rows(DadRouteDayEntity, { dadId: near.id })[0].version).toBe(3);
  });

  it('answers 409 SLOT_TAKEN when every free DAD was taken, or nobody is free', async () => {
    const t = newSchedulingTest();
    t.dad();
    const taken = saveBooking(t, async (manager, dadId) => {
      await manager.insert(DadTimeClaimEntity, { dadId, date: DAY, unit: -1, bookingId: 'other' });
      await manager.insert(DadTimeClaimEntity, { dadId, date: DAY, unit: -2, bookingId: 'other' });
      await manager.insert(DadTimeClaimEntity, { dadId, date: DAY, unit: -3, bookingId: 'other' });
    });
    expect(await refusal(t.assigner.assign(slot, taken))).toEqual({ status: 409, code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
    expect(t.db.rows(BookingEntity)).toEqual([]);
    const nobody = newSchedulingTest();
    expect((await refusal(nobody.assigner.assign(slot, saveBooking(nobody)))).code).toBe('SLOT_TAKEN');
  });

  it('reassigns with the route read for the new DAD, and refuses when that route moved on', async () => {
    const t = newSchedulingTest();
    const first = t.dad({ homeZip: '92618' });
    const second = t.dad({ homeZip: '92660' });
    const id = await t.assigner.assign({ ...slot, preferDadId: first.id }, saveBooking(t));
    const booking = t.db.rows(BookingEntity, { id })[0];
    const { free, versions } = await t.availability.dadsFreeFor(booking);
    const candidate = free.find((f) => f.id === second.id)!;
    const route = { date: DAY, version: versions.get(`${second.id}|${DAY}`) ?? 0, plan: candidate.insertion.plan };
    const write = (manager: EntityManager) => manager.update(BookingEntity, { id }, { dadId: second.id }).then(() => undefined);

    t.db.seed(DadRouteDayEntity, { dadId: second.id, date: DAY, version: 1 });
    expect(await refusal(t.assigner.reassign(id, second.id, route, write))).toEqual({ status: 409, code: 'SLOT_TAKEN', message: DAD_NOT_FREE_MESSAGE });
    expect(t.db.rows(BookingEntity, { id })[0].dadId).toBe(first.id);

    await t.db.manager.delete(DadRouteDayEntity, { dadId: second.id });
    await t.assigner.reassign(id, second.id, route, write);
    expect(new Set(t.db.rows(DadTimeClaimEntity, { bookingId: id }).map((c) => c.dadId))).toEqual(new Set([second.id]));
  });
});
