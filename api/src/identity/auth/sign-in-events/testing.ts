import type { DataSource } from 'typeorm';

/** For integration tests: the database refuses to change or remove sign-in events (its triggers), whatever the SQL. */
export async function expectAppendOnly(db: DataSource): Promise<void> {
  const count = async () => Number((await db.query('SELECT COUNT(*) AS n FROM sign_in_events'))[0].n);
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await expect(db.query(`UPDATE sign_in_events SET kind = 'signed_in', ip = '10.0.0.1'`)).rejects.toThrow(/append-only/);
  await expect(db.query('DELETE FROM sign_in_events')).rejects.toThrow(/append-only/);
  expect(await count()).toBe(before);
}
