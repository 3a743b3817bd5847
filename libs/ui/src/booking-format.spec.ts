import { moneyText } from '@dd/domain/booking-money';
import { bookingReference, bookingVehicles, longDate, moneyWords, packageLineLabel, paymentLabel, pendingNote, vehicleServiceText, vehiclesText, windowText } from './booking-format';
import { fillEnglish } from './ui-text';

describe('booking formatting', () => {
  it('the reference is the last 8 characters of the id, uppercase (customer-side §9)', () => {
    expect(bookingReference('3f2a9c1e-77b0-4c2d-9e1f-0a1b2c3d4e5f')).toBe('2C3D4E5F');
  });

  it('dates and windows are read on the business calendar', () => {
    // 8:00 AM PDT on Mar 10 2026 is 15:00 UTC.
    expect(longDate('2026-03-10T15:00:00.000Z')).toBe('Tuesday, March 10, 2026');
    expect(windowText({ scheduledDate: '2026-03-10T15:00:00.000Z' })).toBe('Morning, 8:00 AM-12:00 PM');
    // 5:00 PM PST on Mar 2 is already Mar 3 in UTC.
    expect(longDate('2026-03-03T01:00:00.000Z')).toBe('Monday, March 2, 2026');
    expect(windowText({ scheduledDate: '2026-03-03T01:00:00.000Z', startTime: '16:00' })).toBe('Evening, 4:00 PM-8:00 PM');
    expect(longDate('nonsense')).toBe('');
  });

  it('a start that is no arrival window still shows its time', () => {
    // 10:00 AM PDT.
    expect(windowText({ scheduledDate: '2026-03-10T17:00:00.000Z' })).toBe('10:00 AM');
    expect(windowText({ scheduledDate: 'nonsense' })).toBe('');
  });

  it('"Pending" on a booking whose card is held says the office has yet to confirm it; nothing else gets the note', () => {
    expect(pendingNote({ status: 'pending', paymentStatus: 'authorized' })).toBe('Pending: our team has yet to confirm this booking. Your card is held, not charged; we charge it after the detail.');
    expect(pendingNote({ status: 'pending', paymentStatus: 'pending' })).toBeNull();
    expect(pendingNote({ status: 'confirmed', paymentStatus: 'authorized' })).toBeNull();
    expect(pendingNote({ status: 'cancelled', paymentStatus: 'refunded' })).toBeNull();
  });

  it('the package price line names the package and the vehicle size it was priced for', () => {
    expect(packageLineLabel({ package: { name: 'The Deep Clean' }, vehicleType: 'suv' })).toBe('The Deep Clean (SUV)');
    expect(packageLineLabel({ package: null, vehicleType: null })).toBe('Package (vehicle)');
  });
});

describe('loading the formatters', () => {
  it('builds no zoned DateTimeFormat until one is used (zone data costs a phone ~20 ms at page start)', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      const format = jest.requireActual<typeof import('./booking-format')>('./booking-format');
      expect(built).not.toHaveBeenCalled();
      expect(format.windowText({ scheduledDate: '2026-03-10T17:00:00.000Z' })).toBe('10:00 AM');
      format.windowText({ scheduledDate: '2026-03-10T18:00:00.000Z' });
    });
    // One for the zone lookup, one for the clock: each built once, however often used.
    expect(built).toHaveBeenCalledTimes(2);
    built.mockRestore();
  });
});

describe('paymentLabel', () => {
  it('tells a refunded capture from a released hold, and says when part went back', () => {
    expect(paymentLabel({ paymentStatus: 'refunded', capturedAmount: null })).toBe('Card hold released (nothing charged)');
    expect(paymentLabel({ paymentStatus: 'refunded', capturedAmount: '89.00', refundedAmount: '89.00' })).toBe('Refunded');
    expect(paymentLabel({ paymentStatus: 'captured', capturedAmount: '89.00', refundedAmount: '10.00' })).toBe('Paid, partly refunded');
    expect(paymentLabel({ paymentStatus: 'captured', capturedAmount: '89.00', refundedAmount: '0.00' })).toBe('Paid');
  });

  it('a fee taken from the hold is not the booking paid', () => {
    expect(paymentLabel({ paymentStatus: 'captured', capturedAmount: '32.25', refundedAmount: '0.00', fee: { kind: 'late_cancel', amount: '32.25' } })).toBe(
      'Late-cancellation fee charged',
    );
  });
});

describe("a booking's vehicles", () => {
  const camry = { year: 2021, make: 'Toyota', model: 'Camry' };
  it('lists every vehicle sent, else the one the spec fields describe', () => {
    const vehicles = [
      { position: 1, vehicleType: 'sedan' as const, packageId: 'p', packageName: 'The Deep Clean', packagePrice: '129.00', carId: null, car: { ...camry, color: null, licensePlate: null }, addOns: [], price: '129.00', durationMinutes: 90 },
      { position: 2, vehicleType: 'suv' as const, packageId: 'p', packageName: 'The Deep Clean', packagePrice: '169.00', carId: null, car: null, addOns: [{ id: 'a', name: 'Pet Hair Removal', price: '40.00', durationMinutes: 30 }], price: '209.00', durationMinutes: 120 },
    ];
    expect(vehiclesText({ vehicles, vehicleType: 'sedan', car: camry })).toBe('2021 Toyota Camry (Sedan) · SUV');
    expect(vehicleServiceText(bookingVehicles({ vehicles, vehicleType: 'sedan' })[1])).toBe('SUV: The Deep Clean + Pet Hair Removal');
    expect(vehiclesText({ vehicles: [], vehicleType: 'truck', car: null })).toBe('Truck');
  });
});


describe('money lines in the reader’s language', () => {
  const held = { status: 'confirmed', totalAmount: '129.00', paymentStatus: 'authorized' as const, capturedAmount: null, refundedAmount: '0.00', fee: null };
  const feeTaken = { ...held, status: 'cancelled', paymentStatus: 'captured' as const, capturedAmount: '32.25', fee: { kind: 'late_cancel' as const, amount: '32.25' } };
  const feeToCome = { ...held, status: 'cancelled', fee: { kind: 'no_show' as const, amount: '30.00' } };
  const cases = [held, feeTaken, feeToCome, { ...held, status: 'cancelled' }, { ...held, paymentStatus: 'refunded' as const }, { ...held, paymentStatus: 'failed' as const }, { ...held, paymentStatus: 'pending' as const, status: 'cancelled' }];

  it('in English, the same words as libs/domain’s (the emails and the admin read those)', () => {
    for (const booking of cases) expect(moneyWords(booking)).toBe(moneyText(booking));
  });

  it('through tr, every word and note from the catalog, the booking’s total in the hold’s note', () => {
    const tr = (words: string, values?: Record<string, string | number | Date>) => `«${fillEnglish(words, values)}»`;
    expect(moneyWords(feeTaken, tr)).toBe('«Charged» $32.25 («late-cancellation fee»); «Released» $96.75 («rest of the $129.00 card hold»)');
    expect(paymentLabel(feeTaken, tr)).toBe('«Late-cancellation fee charged»');
    expect(vehiclesText({ vehicleType: 'truck', car: null }, tr)).toBe('«Truck»');
  });
});
