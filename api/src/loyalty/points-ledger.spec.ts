import { BookingEntity } from '../bookings/booking.entity';
import { UserEntity } from '../identity/users/user.entity';
import { ReviewEntity } from '../reviews/review.entity';
import { FakeDatabase } from '../testing/fakes';
import { PointsEntryEntity } from './points-entry.entity';
import { PointsLedger } from './points-ledger';
import { RewardEntity } from './reward.entity';

/** The ledger on an in-memory database, with the promotional email recorded instead of sent. */
function newLedgerTest() {
  const db = new FakeDatabase();
  const reached: Array<{ userId: string; reward: string }> = [];
  const notifications = { rewardReachable: async (_m: unknown, user: UserEntity, reward: RewardEntity) => void reached.push({ userId: user.id, reward: reward.name }) };
  const ledger = new PointsLedger(db.dataSource, notifications as unknown as ConstructorParameters<typeof PointsLedger>[1]);
  let n = 0;
  const person = (values: Partial<UserEntity> = {}) =>
    db.seed(UserEntity, { email: `p${n++}@example.com`, passwordHash: 'x', firstName: 'Pat', lastName: 'Lee', phone: null, ...values })[0];
  const balance = (id: string) => db.rows(UserEntity, { id })[0].washPoints;
  const completed = (customerId: string, status: BookingEntity['status'] = 'completed') =>
    db.seed(BookingEntity, { reference: `DD-${n++}`, customerId, packageId: 'p', scheduledDate: new Date(), durationMinutes: 60, address: 'a', city: 'c', zipCode: '92618', totalAmount: '89.00', status })[0];
  return { db, ledger, reached, person, balance, completed };
}

describe('PointsLedger', () => {
  it('records each award once: a ledger row and the same change to the balance', async () => {
    const t = newLedgerTest();
    const pat = t.person();
    const award = { userId: pat.id, amount: 10, reason: 'detail_completed' as const, sourceId: 'booking-1' };
    expect(await t.ledger.record(award)).toBe(true);
    expect(await t.ledger.record(award)).toBe(false);
    expect(t.balance(pat.id)).toBe(10);
    expect(t.db.rows(PointsEntryEntity)).toEqual([expect.objectContaining(award)]);
  });

  it('tells the customer of the dearest reward an award just reached, and of none already reached', async () => {
    const t = newLedgerTest();
    const pat = t.person({ washPoints: 45 });
    t.db.seed(RewardEntity, { name: 'Wax', description: '', points: 40, available: true }, { name: 'Free wash', description: '', points: 50, available: true }, { name: 'Hidden', description: '', points: 55, available: false });
    await t.ledger.record({ userId: pat.id, amount: 10, reason: 'detail_completed', sourceId: 'b1' });
    expect(t.reached).toEqual([{ userId: pat.id, reward: 'Free wash' }]);
  });

  it('spends only what the balance covers', async () => {
    const t = newLedgerTest();
    const pat = t.person({ washPoints: 50 });
    const spend = (sourceId: string) => t.db.transaction((m) => t.ledger.spend(m, { userId: pat.id, amount: -30, reason: 'reward_claimed', sourceId }));
    expect(await spend('claim-1')).toBe(true);
    expect(await spend('claim-2')).toBe(false);
    expect(t.balance(pat.id)).toBe(20);
    expect(t.db.rows(PointsEntryEntity).map((e) => e.amount)).toEqual([-30]);
  });

  it('a completed detail: +10 to its customer and +25 to who referred them, on their first detail only', async () => {
    const t = newLedgerTest();
    const friend = t.person();
    const pat = t.person({ referredById: friend.id });
    await t.ledger.detailCompleted(t.completed(pat.id).id);
    await t.ledger.detailCompleted(t.completed(pat.id).id);
    expect([t.balance(pat.id), t.balance(friend.id)]).toEqual([20, 25]);
  });

  it('awards nothing for a detail not completed, and no referral to oneself', async () => {
    const t = newLedgerTest();
    const pat = t.person();
    await t.db.manager.update(UserEntity, { id: pat.id }, { referredById: pat.id });
    await t.ledger.detailCompleted(t.completed(pat.id, 'confirmed').id);
    expect(t.balance(pat.id)).toBe(0);
    await t.ledger.detailCompleted(t.completed(pat.id).id);
    expect(t.balance(pat.id)).toBe(10);
  });

  it('an approved, verified review: +5 once; any other review nothing', async () => {
    const t = newLedgerTest();
    const pat = t.person();
    const review = (values: Partial<ReviewEntity>) => t.db.seed(ReviewEntity, { bookingId: `b${Math.random()}`, customerId: pat.id, rating: 5, comment: null, isVerified: true, isApproved: true, ...values })[0];
    const good = review({});
    await t.ledger.reviewApproved(good.id);
    await t.ledger.reviewApproved(good.id);
    await t.ledger.reviewApproved(review({ isApproved: false }).id);
    await t.ledger.reviewApproved(review({ isVerified: false }).id);
    expect(t.balance(pat.id)).toBe(5);
  });
});
