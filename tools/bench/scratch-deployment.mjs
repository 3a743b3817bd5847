// What a bench of the queued deployment starts on: a scratch MariaDB database, a Redis key prefix of its
// own and one uploads folder shared by its instances and workers (the bucket of a real deployment).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { createConnection } from 'mysql2/promise';

export const MYSQL = process.env.TEST_MYSQL_URL ?? 'mysql://dd:dd@127.0.0.1:3306';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** `{ databaseUrl, prefix, uploads, remove }`: `remove()` drops the database, the prefix's keys and the folder. */
export async function scratchDeployment(tag) {
  const suffix = randomBytes(4).toString('hex');
  const name = `dd_bench_${tag}_${suffix}`;
  const prefix = `dd-bench-${tag}-${suffix}`;
  const uploads = mkdtempSync(join(tmpdir(), `dd-${tag}-uploads-`));
  const admin = await createConnection(MYSQL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    databaseUrl: `${MYSQL}/${name}`,
    prefix,
    uploads,
    async remove() {
      const redis = new IORedis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
