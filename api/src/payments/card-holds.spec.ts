import { HOLD_LIFETIME_MS, holdExpiresAt, toCents } from './card-holds';

describe('card holds', () => {
  it('turns money strings into exact cents', () => {
    expect(toCents('89.00')).toBe(8900);
    expect(toCents('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(toCents('1234.56')).toBe(123456);
    expect(() => toCents('89')).toThrow('Not a money amount');
    expect(() => toCents('-1.00')).toThrow('Not a money amount');
  });

  it("uses the gateway's hold expiry when it gives one, else the usual 7 days", () => {
    const authorizedAt = new Date('2031-03-01T18:00:00Z');
    const fromGateway = new Date('2031-03-06T18:00:00Z');
    expect(holdExpiresAt(fromGateway, authorizedAt)).toEqual(fromGateway);
    expect(holdExpiresAt(null, authorizedAt).getTime() - authorizedAt.getTime()).toBe(HOLD_LIFETIME_MS);
    expect(holdExpiresAt(null, authorizedAt)).toEqual(new Date('2031-03-08T18:00:00Z'));
  });
});
