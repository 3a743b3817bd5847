import { HttpException } from '@nestjs/common';
import type { AvailabilityResponse } from '@dd/contracts/availability';
import { zonedInstant } from '@dd/domain/time-windows';
import { BookingEntity } from '../bookings/booking.entity';
import { PackageEntity } from '../catalog/packages/package.entity';
import { UserEntity } from '../identity/users/user.entity';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { newSchedulingTest } from './test-services';

/** Monday 2 March 2026, 10:00 in Los Angeles. */
const NOW = new Date('2026-03-02T18:00:00Z');
const DAY = '2026-03-04';

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

type Test = ReturnType<typeof newSchedulingTest>;

const windows = (t: Test, from: string, to = from, zipCode = '92618') =>
  t.availability.forRange({ from, to, packageId: t.pkg.id, vehicleType: 'sedan', addOnIds: [], moreVehicles: [], zipCode });

/** A DAD with a booking in each window of DAY: three, the most a day takes. */
const fullDay = (t: Test) => {
  const dad = t.dad();
  return ['08:00', '12:00', '16:00'].map((time) => t.booking(dad.id, zonedInstant(DAY, time)));
};

/** Each window as `date window: available` or `date window: reason`. */
const summary = (response: AvailabilityResponse) => response.days.flatMap((d) => d.windows.map((w) => `${w.date} ${w.window}: ${w.available ? 'free' : w.reason}`));

describe('AvailabilityService: which windows are free', () => {
  it('a window that began has passed; one within the advance limit is too soon; then free', async () => {
    const t = newSchedulingTest();
    t.dad();
    expect(summary(await windows(t, '2026-03-02', '2026-03-03'))).toEqual([
      '2026-03-02 morning: past',
      '2026-03-02 afternoon: min_advance',
      '2026-03-02 evening: min_advance',
      '2026-03-03 morning: min_advance',
      '2026-03-03 afternoon: free',
      '2026-03-03 evening: free',
    ]);
  });

  it('takes the advance limit from the settings and says it in words', async () => {
    const t = newSchedulingTest({ minAdvanceBookingHours: 48 });
    t.dad();
    const [day] = (await windows(t, '2026-03-03')).days;
    expect(day.windows.map((w) => w.reasonText)).toEqual(Array(3).fill('Bookings must be made at least 48 hours in advance'));
  });

  it('books up to 60 days ahead, today included', async () => {
    const t = newSchedulingTest();
    t.dad();
    const response = await windows(t, '2026-04-30', '2026-05-01');
    expect(summary(response)).toEqual([
      '2026-04-30 morning: free',
      '2026-04-30 afternoon: free',
      '2026-04-30 evening: free',
      '2026-05-01 morning: too_far',
      '2026-05-01 afternoon: too_far',
      '2026-05-01 evening: too_far',
    ]);
    expect(response.days[1].windows[0].reasonText).toBe('Bookings can be made up to 60 days ahead');
  });

  it('a window is free only within a DAD’s hours; a specific date replaces the weekly hours', async () => {
    const t = newSchedulingTest();
    const dad = t.dad({ hours: ['08:00', '12:00'] });
    expect(summary(await windows(t, DAY))).toEqual([`${DAY} morning: free`, `${DAY} afternoon: no_dad`, `${DAY} evening: no_dad`]);
    t.db.seed(SpecificDateAvailabilityEntity, { dadId: dad.id, date: DAY, startTime: '12:00', endTime: '20:00' });
    expect(summary(await windows(t, DAY))).toEqual([`${DAY} morning: no_dad`, `${DAY} afternoon: free`, `${DAY} evening: free`]);
    expect((await windows(t, DAY)).days[0].windows[0].reasonText).toBe('No detailer works at this time');
  });

  it('counts only the DADs who cover the customer’s ZIP, and only active ones', async () => {
    const t = newSchedulingTest();
    t.dad({ homeZip: '92660', coverageZips: ['92657'] });
    t.dad({ homeZip: '92672', coverageRadiusMiles: 5 });
    expect(summary(await windows(t, DAY, DAY, '92618'))).toEqual([`${DAY} morning: no_dad`, `${DAY} afternoon: no_dad`, `${DAY} evening: no_dad`]);
    for (const zip of ['92660', '92657', '92672']) expect(summary(await windows(t, DAY, DAY, zip))).toContain(`${DAY} morning: free`);
    const retired = newSchedulingTest();
    retired.dad({ id: 'd' });
    await retired.db.manager.update(UserEntity, { id: 'd' }, { isActive: false });
    expect(summary(await windows(retired, DAY))).toContain(`${DAY} morning: no_dad`);
  });

  it('three bookings fill a DAD’s day; a cancelled one frees its place', async () => {
    const t = newSchedulingTest();
    const [, , third] = fullDay(t);
    expect(summary(await windows(t, DAY))).toEqual([`${DAY} morning: fully_booked`, `${DAY} afternoon: fully_booked`, `${DAY} evening: fully_booked`]);
    await t.db.manager.update(BookingEntity, { id: third.id }, { status: 'cancelled' });
    expect(summary(await windows(t, DAY))).toContain(`${DAY} evening: free`);
  });

  it('a booking looking for a new time does not stand in its own way', async () => {
    const t = newSchedulingTest();
    const [, , moving] = fullDay(t);
    const response = await t.availability.forBooking({ from: DAY, to: DAY }, moving);
    expect(summary(response)).toContain(`${DAY} evening: free`);
  });

  it('offers the DADs whose route grows least first', async () => {
    const t = newSchedulingTest();
    const far = t.dad({ homeZip: '92672' });
    const near = t.dad({ homeZip: '92618' });
    const { slot } = await t.availability.slotAt(zonedInstant(DAY, '12:00'), 120, '92618');
    expect(slot?.freeDadIds).toEqual([near.id, far.id]);
    expect(slot!.insertions![near.id].addedMinutes).toBeLessThan(slot!.insertions![far.id].addedMinutes);
  });

  it('an inactive package has no windows', async () => {
    const t = newSchedulingTest();
    await t.db.manager.update(PackageEntity, { id: t.pkg.id }, { isActive: false });
    const error = await windows(t, DAY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpException);
    expect([(error as HttpException).getStatus(), (error as HttpException).message]).toEqual([404, 'This package is not available']);
  });
});
