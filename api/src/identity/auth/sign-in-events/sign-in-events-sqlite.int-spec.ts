import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { SignInLogRetention } from './sign-in-log-retention';
import { expectAppendOnly, expectRetention } from './testing';

/** The embedded database keeps the sign-in log append-only too (SQLite triggers; MariaDB's in sign-in-events.int-spec.ts). */
describe('sign-in events on SQLite', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp('sqlite');
  });
  afterAll(() => server?.close());

  it('records a failed sign-in, and refuses UPDATE and DELETE on the log', async () => {
    await server.agent().post('/api/login').send({ email: 'nobody@example.com', password: 'not-a-password-1' }).expect(401);
    const db = server.app.get(DataSource);
    expect(await db.query('SELECT kind, email FROM sign_in_events')).toEqual([{ kind: 'password_wrong', email: 'nobody@example.com' }]);
    await expectAppendOnly(db);
  });

  it('forgets events older than a year, once a day, and nothing younger', async () => {
    const retention = server.app.get(SignInLogRetention);
    await expectRetention(server.app.get(DataSource), (now) => retention.run(now));
  });
});
