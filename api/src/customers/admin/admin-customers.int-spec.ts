import type { AdminCustomerDto } from '@dd/contracts/admin-customers';
import { nextLinkOf } from '@dd/contracts/paging';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../../identity/users/users.service';

const PASSWORD = 'admin-customers-pass-1';

describe('GET /api/admin/customers pages on MariaDB', () => {
  let server: TestApp;
  let admin: ReturnType<TestApp['agent']>;

  beforeAll(async () => {
    server = await startTestApp('mysql');
    const users = server.app.get(UsersService);
    await users.create({ email: 'boss@example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Admin', phone: null, role: 'admin' });
    // Made back to back: several share a millisecond, which the cursor must still tell apart.
    await Promise.all(
      ['Avery', 'Blake', 'Casey', 'Devon', 'Emery'].map((name) =>
        users.create({ email: `${name.toLowerCase()}@example.com`, password: PASSWORD, firstName: name, lastName: 'Customer', phone: null, role: 'customer' }),
      ),
    );
    admin = server.agent();
    await signInWithSecondFactor(admin, { email: 'boss@example.com', password: PASSWORD });
  });
  afterAll(() => server.close());

  it('walking every page returns every customer once, with the total and a Link until the last page', async () => {
    const seen: string[] = [];
    let pages = 0;
    for (let next: string | null = '/api/admin/customers?limit=2'; next; pages++) {
      const response = await admin.get(next).expect(200);
      expect(response.headers['x-total-count']).toBe('5');
      seen.push(...(response.body as AdminCustomerDto[]).map((c) => c.firstName));
      next = nextLinkOf(response.headers.link);
    }
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual(['Avery', 'Blake', 'Casey', 'Devon', 'Emery']);
  });

  it('q matches name or email, and the total counts the matches', async () => {
    const response = await admin.get('/api/admin/customers?q=CASEY').expect(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.body).toEqual([expect.objectContaining({ firstName: 'Casey', email: 'casey@example.com', totalBookings: 0 })]);
  });

  it('a bad limit or cursor is a 400 with its message', async () => {
    expect((await admin.get('/api/admin/customers?limit=500').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'limit must be at most 200' });
    expect((await admin.get('/api/admin/customers?cursor=%24%24').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'cursor is not valid' });
  });
});
