import { zonedInstant } from '@dd/domain/time-windows';
import { isTransient } from '../common/unique-violation';
import { DAY_PLACES, isClaimConflict, timeClaims } from './claims';

describe('time claims', () => {
  it('a booking (as claimed before routes) holds its DAD’s every 5-minute unit of its window and the job after it', () => {
    const claims = timeClaims('b1', 'd1', zonedInstant('2026-03-04', '12:00'), 120);
    // 12:00 is unit 144; the afternoon window ends at 16:00, the job two hours later (unit 215 is 17:55).
    expect(claims[0]).toEqual({ dadId: 'd1', date: '2026-03-04', unit: 144, bookingId: 'b1' });
    expect(claims.map((c) => c.unit)).toEqual(Array.from({ length: 72 }, (_, i) => 144 + i));
  });

  it('a DAD has three places a day', () => {
    expect(DAY_PLACES).toEqual([-1, -2, -3]);
  });

  it('tells a taken place (duplicate key) and a retryable failure from anything else', () => {
    expect(isClaimConflict({ driverError: { code: 'ER_DUP_ENTRY' } })).toBe(true);
    expect(isClaimConflict({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })).toBe(true);
    expect(isClaimConflict({ code: 'ER_LOCK_DEADLOCK' })).toBe(false);
    expect(isClaimConflict(new Error('boom'))).toBe(false);
    expect(isTransient({ driverError: { code: 'ER_LOCK_DEADLOCK' } })).toBe(true);
    expect(isTransient({ code: 'ER_DUP_ENTRY' })).toBe(false);
  });
});
