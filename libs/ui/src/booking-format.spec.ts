import { bookingReference, longDate, packageLineLabel, feeChargedText, paymentLabel, windowText } from './booking-format';

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
});

describe('feeChargedText', () => {
  it('names the fee taken from the hold and says the rest was released; nothing without a charged fee', () => {
    expect(feeChargedText({ fee: { kind: 'no_show', amount: '64.50' }, capturedAmount: '64.50', totalAmount: '129.00' })).toBe(
      'No-show fee of $64.50 charged; the rest of the $129.00 card hold released.',
    );
    expect(feeChargedText({ fee: { kind: 'late_cancel', amount: '22.25' }, capturedAmount: '22.25', totalAmount: '89.00' })).toMatch(/^Late-cancellation fee of \$22\.25 charged/);
    expect(feeChargedText({ fee: { kind: 'no_show', amount: '64.50' }, capturedAmount: null, totalAmount: '129.00' })).toBeNull();
    expect(feeChargedText({ fee: null, capturedAmount: '129.00', totalAmount: '129.00' })).toBeNull();
  });
});
