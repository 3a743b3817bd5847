import type { PublicReviewDto } from '@dd/contracts/review';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('public reviews on MariaDB', () => {
  let server: TestApp;

  beforeAll(async () => {
    // The demo seed has two approved reviews and one awaiting approval.
    server = await startTestApp('mysql', { env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => server.close());

  it('lists approved reviews only, newest first, with first name and initial, package and car', async () => {
    const response = await server.agent().get('/api/reviews').expect(200);
    const reviews: PublicReviewDto[] = response.body;
    expect(reviews).toHaveLength(2);
    expect(reviews.every((r) => r.isApproved)).toBe(true);
    expect(reviews.map((r) => r.comment)).not.toContain('Great work on the paint. Would love an earlier morning slot next time.');
    const times = reviews.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const sarah = reviews.find((r) => r.customer.firstName === 'Sarah')!;
    expect(sarah).toMatchObject({
      rating: 5,
      isVerified: true,
      customer: { firstName: 'Sarah', lastName: 'M.' },
      booking: { package: { name: 'The Tidy Up' }, car: { year: 2021, make: 'Toyota', model: 'Camry' } },
    });
    // Public: no account ids, no full surnames, no emails.
    expect(sarah).not.toHaveProperty('customerId');
    expect(sarah).not.toHaveProperty('dadId');
    expect(response.text).not.toMatch(/Miller|Carter|@/);
  });
});
