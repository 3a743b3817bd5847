import type { DataSource, EntityManager } from 'typeorm';
import { Users } from '../identity/users/users';
import { PointsLedger, type ReviewForPoints } from './points-ledger';

describe('PointsLedger.reviewApproved', () => {
  /** A manager that keeps the ledger rows and balances it is asked to write (no bus: nothing is announced). */
  function ledger() {
    const entries: unknown[] = [];
    const balances = new Map<string, number>();
    const manager = {
      create: (_entity: unknown, row: unknown) => row,
      insert: async (_entity: unknown, row: unknown) => void entries.push(row),
      increment: async (_entity: unknown, { id }: { id: string }, _column: string, by: number) => void balances.set(id, (balances.get(id) ?? 0) + by),
    } as unknown as EntityManager;
    return { points: new PointsLedger({} as DataSource, new Users({} as DataSource)), manager, entries, balances };
  }
  const review: ReviewForPoints = { id: 'review-1', customerId: 'ann', isApproved: true, isVerified: true };

  it('gives +5 to the author of an approved, verified review', async () => {
    const { points, manager, entries, balances } = ledger();
    await points.reviewApproved(review, manager);
    expect(entries).toEqual([{ userId: 'ann', amount: 5, reason: 'review_approved', sourceId: 'review-1' }]);
    expect(balances.get('ann')).toBe(5);
  });

  it('gives nothing for a review not approved or not verified', async () => {
    const { points, manager, entries } = ledger();
    await points.reviewApproved({ ...review, isApproved: false }, manager);
    await points.reviewApproved({ ...review, isVerified: false }, manager);
    expect(entries).toEqual([]);
  });
});
