import type { RequestListener } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import passport from 'passport';
import type { DestinationStream } from 'pino';
import type { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { forSessionRequests, sessionMiddleware } from '../identity/auth/session';
import { DatabaseSessionStore } from '../identity/auth/session.store';
import { Queues } from '../platform/jobs/queues';
import { OutboxWorker } from '../messaging/outbox-worker';
import { toPackageDto } from '../catalog/packages/package.mapper';
import { PackagesService } from '../catalog/packages/packages.service';
import { CacheVersions } from '../platform/cache/cache-versions';
import { ReplayedReads } from '../platform/cache/replayed-reads';
import type { AppConfig } from '../platform/config/app-config';
import { addDemoJobPhotos } from './demo/demo-job-photos';
import { addDemoLibraryImages } from './demo/demo-library';
import { queryCounter, type QueryCounter } from '../platform/database/query-counter';
import { DatabasePool } from '../platform/database/database-pool';
import { runWork } from '../platform/database/work-context';
import { SecretBox } from '../platform/crypto/secret-box';
import { sealStoredSecrets } from '../identity/second-factor/sealed-secrets';
import { sealWebhookSecrets } from '../integrations/webhooks/sealed-webhook-secrets';
import { seedDatabase, type SeedReport } from './demo/seed';
import { createLogger } from '../platform/observability/logger';
import { Metrics } from '../platform/observability/metrics';
import { NestPinoLogger } from '../platform/observability/nest-logger';
import { logRequests } from '../platform/observability/request-log';
import { PasswordHasher } from '../identity/users/password-hasher';
import { FirstPaintPages } from '../platform/web/first-paint';
import { lastErrorHandler } from '../platform/web/last-error-handler';
import { withDeadline } from '../platform/web/request-deadline';
import { deployedFirstPaint, deployedRoutes } from '../platform/web/remote-releases';
import { crossSiteRequestGuard, noStoreWhenSignedIn, requireSecureSignIn, securityHeaders } from '../platform/web/security';
import { serveWeb } from '../platform/web/serve-web';
import { ReleasesService } from '../operations/releases/releases.service';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { ContractCheck } from './openapi/contract-check';

export interface CreatedApp {
  app: NestExpressApplication;
  seed: SeedReport;
  /** This instance's per-request query counts (tests assert on them). */
  queries: QueryCounter;
  /** This instance's view of the shared cache versions (tests poll it instead of waiting). */
  caches: CacheVersions;
  /** Anonymous public reads answered before the framework (tests count them). */
  replays: ReplayedReads;
  /** The responses that broke the OpenAPI document, when API_CONTRACT_CHECK is on. */
  contract?: ContractCheck;
}

/**
 * Builds the whole server (used by main.ts and by the integration tests alike): migrates and
 * seeds the database, then wires sessions, security and the front ends around the Nest routes.
 */
export async function createApp(config: AppConfig, options: { logger?: false; logDestination?: DestinationStream } = {}): Promise<CreatedApp> {
  // `logger: false` (the tests' default) silences everything unless a test reads the lines.
  const silent = options.logger === false && !options.logDestination;
  const log = createLogger({ ...config.log, level: silent ? 'silent' : config.log.level, destination: options.logDestination });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: silent ? false : new NestPinoLogger(log),
    // Keeps each JSON body's bytes on request.rawBody: Stripe webhook signatures are over those.
    rawBody: true,
  });

  const dataSource = app.get<DataSource>(getDataSourceToken());
  const hasher = app.get(PasswordHasher);
  // One unit of work, so the one-connection rule (DatabasePool) holds for the start too.
  const seed = await runWork('start: migrations and seed', false, async () => {
    await dataSource.runMigrations({ transaction: 'each' });
    const report = await seedDatabase(dataSource, { admin: config.admin, demo: config.seedDemo, hashPassword: (plain: string) => hasher.hash(plain) });
    const sealed = await sealStoredSecrets(dataSource, app.get(SecretBox));
    if (sealed) log.info(`Sealed ${sealed} authenticator secret(s) with the current SECRETS_KEY`);
    const sealedHooks = await sealWebhookSecrets(dataSource, app.get(SecretBox));
    if (sealedHooks) log.info(`Sealed ${sealedHooks} webhook signing secret(s) with the current SECRETS_KEY`);
    if (report.demoCreated) {
      await addDemoJobPhotos(app);
      await addDemoLibraryImages(app);
    }
    return report;
  });

  const server = app.getHttpAdapter().getInstance();
  server.set('trust proxy', config.trustProxy);
  server.disable('x-powered-by');
  app.setGlobalPrefix('api');
  app.use(securityHeaders(config));
  app.use('/api', crossSiteRequestGuard(config), requireSecureSignIn(config));
  // Only the API reads sessions, and only for requests that carry one or may start one.
  app.use('/api', passport.initialize(), forSessionRequests(sessionMiddleware(config, app.get(DatabaseSessionStore)), passport.session()), noStoreWhenSignedIn());

  if (config.apiDocs) SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app));

  const metrics = app.get(Metrics);
  if (config.metrics.token) server.get('/metrics', metrics.endpoint(config.metrics.token));
  serveWeb(server, config, new FirstPaintPages(async () => (await app.get(PackagesService).listActive()).map(toPackageDto), () => deployedRoutes(config, 'public'), () => deployedFirstPaint(config)), app.get(ReleasesService));
  await app.init();
  server.use(lastErrorHandler());

  // From now on statements and lock waits are bounded (the migrations above may run long).
  await app.get(DatabasePool).limitStatements();

  // In front of Express: the request's id and log line, a deadline, each API request's query count, then the hottest reads answered from memory.
  const caches = app.get(CacheVersions);
  const replays = app.get(ReplayedReads);
  const http = app.getHttpServer();
  const [framework] = http.listeners('request') as RequestListener[];
  http.removeListener('request', framework);
  const sessions = app.get(DatabaseSessionStore);
  const answer = withDeadline(queryCounter.around(replays.around(framework, (sid) => sessions.stampOf(sid)), config.logQueryCounts ? (line) => console.log(line) : undefined), config.requestTimeoutMs);
  const contract = config.contractCheck ? new ContractCheck(buildOpenApiDocument(app)) : undefined;
  http.on('request', logRequests(metrics.around(contract ? contract.around(answer) : answer), log, config.log.format));
  const pool = app.get(DatabasePool);
  const outbox = app.get(OutboxWorker);
  const queues = app.get(Queues);
  metrics.watch({
    pool: () => pool.stats(),
    replayedReads: () => replays.replayed,
    outboxBacklog: () => runWork('metrics: outbox backlog', false, () => outbox.backlog()),
    queueDepths: () => queues.depths(),
  });
  // The body must arrive within the same bound (Node's default is 5 minutes).
  http.requestTimeout = config.requestTimeoutMs;
  return { app, seed, queries: queryCounter, caches, replays, contract };
}
