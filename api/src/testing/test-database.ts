import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../app/data-source.options';

export type TestDatabaseKind = 'mysql' | 'sqlite';

export interface TestDatabase {
  databaseUrl?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** The server the integration tests use: `node tools/test-setup.mjs mysql` (run by npm test) makes this account. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://dd:dd@127.0.0.1:3306';

/**
 * A database of the test's own: a fresh MySQL database (dd_test_<random>) or a fresh SQLite file.
 * Each suite migrates it itself, so suites never share state.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { dataDir, drop: async () => removeDir() };

  const name = `dd_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection(TEST_MYSQL_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    dataDir,
    databaseUrl: `${TEST_MYSQL_URL}/${name}`,
    drop: async () => {
      const conn = await createConnection(TEST_MYSQL_URL);
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
      removeDir();
    },
  };
}

/** A database of the test's own with every migration run, and a data source on it; `close` ends both. */
export async function createMigratedDatabase(kind: TestDatabaseKind): Promise<{ dataSource: DataSource; close(): Promise<void> }> {
  const db = await createTestDatabase(kind);
  const dataSource = await new DataSource(dataSourceOptions(db)).initialize();
  await dataSource.runMigrations();
  return {
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await db.drop();
    },
  };
}
