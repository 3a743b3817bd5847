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

/** For integration tests: the retention job removes events past the year, and the database still refuses younger deletes. */
export async function expectRetention(db: DataSource, forget: (now: Date) => Promise<number>): Promise<void> {
  const day = 24 * 3600 * 1000;
  const insert = (id: string, at: number) => db.query(`INSERT INTO sign_in_events (id, kind, userId, email, ip, userAgent, detail, at) VALUES (?, 'signed_in', NULL, 'old@example.com', '127.0.0.1', 'test', NULL, ?)`, [id, at]);
  await insert('00000000-0000-4000-8000-0000000000a1', Date.now() - 366 * day);
  await insert('00000000-0000-4000-8000-0000000000a2', Date.now() - 364 * day);
  expect(await forget(new Date())).toBe(1);
  const left = await db.query(`SELECT id FROM sign_in_events WHERE email = 'old@example.com'`);
  expect(left.map((row: { id: string }) => row.id)).toEqual(['00000000-0000-4000-8000-0000000000a2']);
  await expect(db.query(`DELETE FROM sign_in_events WHERE email = 'old@example.com'`)).rejects.toThrow(/append-only/);
}
