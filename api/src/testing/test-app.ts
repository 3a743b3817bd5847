import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { createApp } from '../app/app.factory';
import { loadConfig, type AppConfig } from '../platform/config/app-config';
import type { CacheVersions } from '../platform/cache/cache-versions';
import type { ReplayedReads } from '../platform/cache/replayed-reads';
import type { QueryCounter } from '../platform/database/query-counter';
import type { SeedReport } from '../app/demo/seed';
import type { ContractCheck } from '../app/openapi/contract-check';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  seed: SeedReport;
  /** Counts this instance's database queries per request. */
  queries: QueryCounter;
  caches: CacheVersions;
  /** Anonymous public reads this instance answered before the framework. */
  replays: ReplayedReads;
  /** Checks each JSON response against the OpenAPI document; close() fails on any mismatch it saw. */
  contract?: ContractCheck;
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  /**
   * A provider of this instance by its class name: an isolated instance has classes of its own, so
   * app.get(SomeClass) with the test's class would not find it there.
   */
  provider<T>(name: string): T;
  close(): Promise<void>;
}

function providerByName<T>(app: NestExpressApplication, name: string): T {
  const container = (app as unknown as { container: { getModules(): Map<string, { providers: Map<unknown, { name?: string; instance: unknown }> }> } }).container;
  for (const module of container.getModules().values()) {
    for (const wrapper of module.providers.values()) if (wrapper.name === name && wrapper.instance) return wrapper.instance as T;
  }
  throw new Error(`No provider named ${name}`);
}

/**
 * createApp from a module registry of its own: Passport, Nest and TypeORM keep process-wide
 * state, so this is how two instances in one test process stay as separate as two processes.
 */
async function isolatedCreateApp(): Promise<typeof createApp> {
  let isolated: typeof createApp | undefined;
  await jest.isolateModulesAsync(async () => {
    isolated = (await import('../app/app.factory')).createApp;
  });
  return isolated!;
}

/**
 * The real server on a database of its own, migrated and seeded as at a real start. Pass an
 * existing TestDatabase to run another instance on the same database (it is then not dropped);
 * `isolated` for every instance of such a pair.
 */
export async function startTestApp(
  target: TestDatabaseKind | TestDatabase,
  { env = {}, isolated = false, logDestination }: { env?: Record<string, string>; isolated?: boolean; logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const owned = typeof target === 'string';
  const database = owned ? await createTestDatabase(target) : target;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SECRETS_KEY: 'test-sealing-key-test-sealing-key-0123456',
    SEED_DEMO: 'false',
    // Two connections per instance: with NODE_ENV=test a request asking for a second connection while it
    // holds one fails at once (DatabasePool), and the suites' parallel requests contend for the pool.
    DATABASE_POOL_SIZE: '2',
    // Queueing for those two may take long on a loaded CI machine (beside two busy loops, 20 sign-ins at
    // once waited over 60 s and answered 503): a request waits as long as the test may run, so only the
    // test's own time limit bounds it. The acquire timeout and the request deadline have tests of their own.
    DATABASE_ACQUIRE_TIMEOUT_MS: '300000',
    REQUEST_TIMEOUT_MS: '360000',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const create = isolated ? await isolatedCreateApp() : createApp;
  const { app, seed, queries, caches, replays, contract } = await create(config, { logger: process.env.TEST_LOGS ? undefined : false, logDestination });
  return {
    app,
    config,
    seed,
    queries,
    caches,
    replays,
    contract,
    agent: () => request.agent(app.getHttpServer()),
    provider: <T>(name: string) => providerByName<T>(app, name),
    close: async () => {
      await app.close();
      if (owned) await database.drop();
      // Every response of the suite kept the document, or the suite fails here (each one also answered 500).
      if (contract?.violations.length) throw new Error(`Responses that break api/openapi.json:\n${contract.violations.join('\n')}`);
    },
  };
}

export interface TestAppPair {
  /** Shares the test's module registry (so app.get finds its services), unless started `isolated`. */
  one: TestApp;
  /** Has a module registry of its own, like another process. */
  two: TestApp;
  /** Closes both instances, then drops their database. */
  close(): Promise<void>;
}

/**
 * Two instances of the real server on one new database, as two processes behind a load balancer,
 * started with the same environment (the second finds the database migrated and seeded, as a second
 * pod would). `isolated` gives `one` a registry of its own too, for a file that starts other
 * instances before it (Passport's serializers are process-wide).
 */
export async function startTwoTestApps(kind: TestDatabaseKind, { env, isolated = false }: { env?: Record<string, string>; isolated?: boolean } = {}): Promise<TestAppPair> {
  const database = await createTestDatabase(kind);
  const started: TestApp[] = [];
  const close = async () => {
    for (const app of [...started].reverse()) await app.close();
    await database.drop();
  };
  try {
    started.push(await startTestApp(database, { env, isolated }));
    started.push(await startTestApp(database, { env, isolated: true }));
  } catch (error) {
    await close();
    throw error;
  }
  const [one, two] = started;
  return { one, two, close };
}

/** The session cookie (`dd.sid=…`) a sign-in response set, ready for a Cookie header. */
export const cookieOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat(response.headers['set-cookie'] as string[]).find((c) => c.startsWith('dd.sid='))!.split(';')[0];
