import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../platform/config/app-config';
import { ENTITIES, SUBSCRIBERS } from './entities';
import { MIGRATIONS } from './migrations';
import { queryCounter } from '../platform/database/query-counter';

/**
 * One set of entities and migrations for both databases: MySQL/MariaDB when DATABASE_URL is set,
 * otherwise the embedded SQLite file in DATA_DIR. Schema changes only ever come from migrations.
 */
export function dataSourceOptions(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'database'>>): DataSourceOptions {
  const common = { entities: ENTITIES, subscribers: SUBSCRIBERS, migrations: MIGRATIONS, synchronize: false, migrationsRun: false, logger: queryCounter } as const;
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'mysql',
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      // Bounded waiting, statement timeouts and the one-connection-per-request rule: DatabasePool.
      poolSize: config.database?.poolSize,
      timezone: 'Z',
      // DECIMAL stays a string from the driver, so money is never a float.
      supportBigNumbers: true,
      bigNumberStrings: true,
      // Rows read by mysql2's static parser, not by code it generates per query shape: V8 took 4.5 s of a
      // second core to optimize the generated parser of the bookings list's wide rows (issue 24).
      extra: { disableEval: true },
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: join(config.dataDir, 'app.sqlite'),
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}
