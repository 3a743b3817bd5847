import {
  LOYALTY_TIERS,
  nextTierFor,
  pointsToNextReward,
  priceLines,
  referralCode,
  rewardProgressPercent,
  tierDiscountCents,
  tierFor,
  tierProgressPercent,
} from './loyalty';

const tier = (name: string) => LOYALTY_TIERS.find((t) => t.name === name)!;

describe('tiers', () => {
  it('finds the tier whose range holds the points, and the next one', () => {
    expect([0, 49, 50, 99, 100, 199, 200, 5000].map((p) => tierFor(p).name)).toEqual(['Bronze', 'Bronze', 'Silver', 'Silver', 'Gold', 'Gold', 'Platinum', 'Platinum']);
    expect(tierFor(-5).name).toBe('Bronze');
    expect(nextTierFor(49)?.name).toBe('Silver');
    expect(nextTierFor(150)?.name).toBe('Platinum');
    expect(nextTierFor(200)).toBeNull();
  });

  it('shows progress as points over the next minimum, and to the next reward modulo 50', () => {
    expect(tierProgressPercent(25)).toBe(50);
    expect(tierProgressPercent(150)).toBe(75);
    expect(tierProgressPercent(250)).toBe(100);
    expect(rewardProgressPercent(65)).toBe(30);
    expect(pointsToNextReward(65)).toBe(35);
    expect(pointsToNextReward(50)).toBe(50);
  });
});

describe('tier discounts', () => {
  it('gives Silver $10 on every 5th paid booking and Gold $20 on every 3rd', () => {
    const silver = [0, 1, 2, 3, 4, 9].map((paidBookings) => tierDiscountCents(tier('Silver'), { paidBookings, paidBookingsThisMonth: 0 }));
    expect(silver).toEqual([0, 0, 0, 0, 1000, 1000]);
    const gold = [0, 1, 2, 5].map((paidBookings) => tierDiscountCents(tier('Gold'), { paidBookings, paidBookingsThisMonth: 1 }));
    expect(gold).toEqual([0, 0, 2000, 2000]);
  });

  it('gives Platinum $50 on the first paid booking of a month, and Bronze nothing', () => {
    expect(tierDiscountCents(tier('Platinum'), { paidBookings: 7, paidBookingsThisMonth: 0 })).toBe(5000);
    expect(tierDiscountCents(tier('Platinum'), { paidBookings: 7, paidBookingsThisMonth: 1 })).toBe(0);
    expect(tierDiscountCents(tier('Bronze'), { paidBookings: 4, paidBookingsThisMonth: 0 })).toBe(0);
  });
});

describe('priceLines', () => {
  const base = { tier: tier('Gold'), freeInteriorAddOn: false };

  it('takes the tier discount, then whole credits oldest first while they fit', () => {
    const { lines, creditsUsed } = priceLines({
      ...base,
      packagePrice: '89.00',
      tierDiscountCents: 2000,
      credits: [{ id: 'a', amount: '50.00' }, { id: 'b', amount: '25.00' }, { id: 'c', amount: '10.00' }],
    });
    expect(creditsUsed).toEqual(['a', 'c']);
    expect(lines).toEqual({ packagePrice: '89.00', tierDiscount: '20.00', tierBenefit: 'Gold: $20 off every 3rd booking', rewardCredit: '60.00', freeInteriorAddOn: false, total: '9.00' });
  });

  it('never goes below zero', () => {
    const { lines } = priceLines({ ...base, packagePrice: '10.00', tierDiscountCents: 2000, credits: [{ id: 'a', amount: '10.00' }] });
    expect(lines).toMatchObject({ tierDiscount: '10.00', rewardCredit: '0.00', total: '0.00' });
  });

  it('names no benefit when there is no discount', () => {
    expect(priceLines({ ...base, packagePrice: '149.00', tierDiscountCents: 0, credits: [], freeInteriorAddOn: true }).lines).toEqual({
      packagePrice: '149.00', tierDiscount: '0.00', tierBenefit: null, rewardCredit: '0.00', freeInteriorAddOn: true, total: '149.00',
    });
  });

  it('discounts packages and add-ons together, and credits fit against both', () => {
    const vehicles = [{ position: 1, vehicleType: 'sedan' as const, packageName: 'Tidy', packagePrice: '10.00', addOns: [{ name: 'Pets', price: '25.00' }] }];
    const { lines, creditsUsed } = priceLines({ ...base, packagePrice: '10.00', addOnsPrice: '25.00', vehicles, tierDiscountCents: 2000, credits: [{ id: 'a', amount: '15.00' }] });
    expect(creditsUsed).toEqual(['a']);
    expect(lines).toMatchObject({ packagePrice: '10.00', addOnsPrice: '25.00', vehicles, tierDiscount: '20.00', rewardCredit: '15.00', total: '0.00' });
  });
});

it('makes the referral code from the last 8 characters of the id, uppercase', () => {
  expect(referralCode('0b7e2a4c-1d2e-4f5a-9b8c-7d6e5f4a3b2c')).toBe('5F4A3B2C');
});
