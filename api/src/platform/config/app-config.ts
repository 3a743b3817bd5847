import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { REMOTES, type RemoteName } from '@dd/contracts/routes';

/** A remote's version folder: letters, digits, dot, dash, underscore (never a path). */
export const VERSION_NAME = /^[\w.-]+$/;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^(mysql|mariadb):\/\/.+/, 'must look like mysql://user:password@host:3306/database')
        .optional(),
    ),
    /** Connections each instance's MySQL pool may open (README "On MySQL" says how to size it). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /** How long a request waits for a free connection before it answers 503 with Retry-After. */
    DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /** The longest one statement may run, or wait for a row lock, on MySQL (whole seconds for lock waits). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(10_000),
    /** A request not answered by then gets 503 (the work is logged); uploads included. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Encrypts secrets kept in the database (authenticator secrets); a new one rotates them, the old going to SECRETS_KEY_PREVIOUS. */
    SECRETS_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Comma-separated keys that were SECRETS_KEY before: still read, while what they sealed is sealed again with SECRETS_KEY at start. */
    SECRETS_KEY_PREVIOUS: optionalText,
    PUBLIC_URL: optionalText.pipe(z.url('must be an absolute URL such as https://book.example.com').optional()),
    /** Comma-separated origins the remotes are served from when they are not on PUBLIC_URL. */
    REMOTE_ORIGINS: optionalText,
    TRUST_PROXY: optionalText,
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    SEED_DEMO: optionalText.pipe(z.enum(['true', 'false']).optional()),
    /** 'test' runs the offline test gateway on purpose (required to do so in production); 'stripe' insists on the keys. */
    PAYMENTS_MODE: optionalText.pipe(z.enum(['stripe', 'test']).optional()),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Where the Stripe SDK sends requests (api.stripe.com by default); tests point it at a local stand-in. */
    STRIPE_API_HOST: optionalText,
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: optionalText.pipe(z.enum(['http', 'https']).optional()),
    /** Email through this SMTP server (smtp://user:pass@host:587, smtps://...); without it, .eml files in DATA_DIR/mail. */
    SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\/.+/, 'must look like smtp://user:password@host:587').optional()),
    MAIL_FROM: optionalText,
    /** SMS through Twilio (all three, or none: then no SMS is sent). */
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    /** Where the Twilio SDK sends requests (https://api.twilio.com by default); tests point it at a local stand-in. */
    TWILIO_API_URL: optionalText.pipe(z.url('must be an absolute URL').optional()),
    /** Background work on BullMQ, run by `npm run worker` processes; without it, in-process as before. */
    REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\/.+/, 'must look like redis://host:6379').optional()),
    /** Prefix of this deployment's queue keys in Redis. */
    QUEUE_PREFIX: z.string().regex(/^[\w-]+$/, 'letters, digits, - and _ only').default('dd'),
    /** How long a queue worker's lock on a job holds: a worker killed mid-job leaves the job to another after about this. */
    QUEUE_STALLED_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    /** How long a worker's claim on an outbound message holds: a worker killed mid-delivery leaves it to another after this. */
    OUTBOX_CLAIM_MS: z.coerce.number().int().min(5_000).max(3_600_000).default(300_000),
    /** Webhooks may go to loopback and private addresses (SSRF care): off in production unless set, on elsewhere. */
    WEBHOOKS_ALLOW_PRIVATE: optionalText.pipe(z.enum(['true', 'false']).optional()),
    /** Comma-separated milliseconds between a webhook's failed tries (default 5 s, 5 min, 30 min, 2 h, 5 h, 10 h); tests make them short. */
    WEBHOOK_RETRY_DELAYS_MS: optionalText.pipe(z.string().regex(/^\d+(,\d+)*$/, 'comma-separated milliseconds').optional()),
    /** Background jobs (card-hold renewal); on by default except under NODE_ENV=test, where tests run them by hand. */
    JOBS_ENABLED: optionalText.pipe(z.enum(['true', 'false']).optional()),
    /** One JSON object a line (the default in production) or short readable lines (the default otherwise). */
    LOG_FORMAT: optionalText.pipe(z.enum(['json', 'pretty']).optional()),
    LOG_LEVEL: optionalText.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
    /** Names this process in every log line and metric; the host name (a pod's name) by default. */
    INSTANCE_ID: optionalText,
    /** GET /metrics on the app's port, for a scraper that sends `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** GET /metrics, without a token, on an internal port of its own (not the public one). */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Prints each API request's database query count (`npm run bench` reads them). */
    LOG_QUERY_COUNTS: optionalText.pipe(z.enum(['true', 'false']).optional()),
    /** Serve the OpenAPI page at /api/docs; on by default except in production. */
    API_DOCS: optionalText.pipe(z.enum(['true', 'false']).optional()),
    /** Check every JSON response against the OpenAPI document (a mismatch becomes a 500); on by default in tests only. */
    API_CONTRACT_CHECK: optionalText.pipe(z.enum(['true', 'false']).optional()),
    /** An OSRM server (http://osrm:5000): drive times from its table API instead of the embedded estimate. */
    ROUTING_URL: optionalText.pipe(z.url('must be an absolute URL').optional()),
    /** Forecasts (weather/forecasts.ts): `nws` asks the National Weather Service; `local` (default) is the stand-in with no outside calls. */
    WEATHER_PROVIDER: optionalText.pipe(z.enum(['local', 'nws']).optional()),
    /** The National Weather Service API's address (a local stand-in in tests). */
    WEATHER_NWS_URL: optionalText.pipe(z.url('must be an absolute URL').optional()),
    /** The embedded estimate: average road speed (mph) and road distance over straight-line distance. */
    TRAVEL_SPEED_MPH: z.coerce.number().min(5).max(80).default(30),
    TRAVEL_DETOUR_FACTOR: z.coerce.number().min(1).max(3).default(1.3),
    /** Minutes added to every drive for parking and unloading, whatever the source of road times. */
    TRAVEL_ALLOWANCE_MINUTES: z.coerce.number().int().min(0).max(60).default(10),
    /** Image uploads processed at once by this instance; more wait in a queue of IMAGE_QUEUE_LIMIT, then 503. */
    IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    IMAGE_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(4),
    /** Uploads one person may make in a day (the per-user hourly limit is fixed: see images README). */
    IMAGE_DAILY_QUOTA: z.coerce.number().int().min(1).max(100_000).default(100),
    /** Visitors' checkouts one address may start per unpaid-hold period (a household or office shares one). */
    VISITOR_CHECKOUTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(5),
    /** A candidate remote version is rolled back once its error rate passes the current one's times this factor... */
    CANARY_ROLLBACK_FACTOR: z.coerce.number().min(1).max(100).default(2),
    /** ...once it has had this many page loads (fewer say too little). */
    CANARY_MIN_LOADS: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** Sign-ups (visitors' checkouts included) one address may make in an hour. */
    SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Sign-in attempts (password or passkey) one address may make in 15 minutes. */
    SIGN_INS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
    /** Where the built front ends live: dist/shell and dist/mfe-<remote>. */
    STATIC_DIR: optionalText,
    /** Uploaded images when no bucket is set; default DATA_DIR/uploads (never a served folder). */
    UPLOADS_DIR: optionalText,
    /** An S3-compatible bucket for uploads; when set, it replaces UPLOADS_DIR. */
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    /** For S3-compatible services (MinIO, R2, ...); AWS itself needs none. */
    S3_ENDPOINT: optionalText.pipe(z.url('must be an absolute URL such as https://s3.example.com').optional()),
    /** Without keys the AWS SDK's default chain applies (environment, instance role). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Path-style addressing; defaults to true when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),
    /** Per remote, the URL of its mf-manifest.json when it is deployed elsewhere (REMOTE_URL_ADMIN=...). */
    ...Object.fromEntries(REMOTES.map((name) => [remoteVariable('URL', name), optionalText])),
    /** Per remote, a version folder to serve instead of the one its `current` pointer names (REMOTE_VERSION_ADMIN=...). */
    ...Object.fromEntries(REMOTES.map((name) => [remoteVariable('VERSION', name), optionalText.pipe(z.string().regex(VERSION_NAME, 'must be a version folder name').optional())])),
  })
  .superRefine((env, ctx) => {
    for (const name of ['SESSION_SECRET', 'SECRETS_KEY'] as const) {
      if (env.NODE_ENV === 'production' && !env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
    if (!!env.ADMIN_EMAIL !== !!env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
    if (!env.STRIPE_SECRET_KEY && (env.PAYMENTS_MODE === 'stripe' || (env.NODE_ENV === 'production' && env.PAYMENTS_MODE !== 'test'))) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required for card payments in production (or set PAYMENTS_MODE=test to take test cards only, charging nothing)',
      });
    }
    if (!!env.STRIPE_SECRET_KEY !== !!env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together' });
    }
    if (new Set([!!env.TWILIO_ACCOUNT_SID, !!env.TWILIO_AUTH_TOKEN, !!env.TWILIO_FROM]).size > 1) {
      ctx.addIssue({ code: 'custom', path: ['TWILIO_FROM'], message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (the metrics port is internal; use METRICS_TOKEN to serve them on PORT)' });
    }
    if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  /** Undefined means the embedded SQLite file in dataDir. */
  databaseUrl?: string;
  /** The MySQL pool's size and the bounds on waiting for it (DatabasePool). */
  database: { poolSize: number; acquireTimeoutMs: number; statementTimeoutMs: number };
  /** A request still unanswered after this gets 503 (web/request-deadline.ts). */
  requestTimeoutMs: number;
  sessionSecret: string;
  /** The key that seals secrets kept in the database, and the keys it replaced (still read). */
  secretsKeys: { current: string; previous: string[] };
  publicUrl: string;
  /** The origins the app is served from: the only ones allowed to make state-changing requests. */
  appOrigins: string[];
  /** Other origins remotes are served from, allowed to provide scripts (CSP). */
  remoteOrigins: string[];
  trustProxy: boolean | number | string;
  admin?: { email: string; password: string };
  seedDemo: boolean;
  /** 'test': the offline test gateway (nothing is charged); 'stripe': real card payments. */
  paymentsMode: 'stripe' | 'test';
  /** Whether /api/docs is served. */
  apiDocs: boolean;
  /** Whether each JSON response is checked against the OpenAPI document (tests). */
  contractCheck: boolean;
  /** Bounds on image processing per instance and uploads per person. */
  images: { concurrency: number; queueLimit: number; dailyQuota: number };
  visitorCheckoutsPerAddress: number;
  canary: { rollbackFactor: number; minLoads: number };
  signUpsPerAddress: number;
  signInsPerAddress: number;
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** Overrides of the SDK's api.stripe.com:443 over https. */
    api: { host?: string; port?: number; protocol?: 'http' | 'https' };
  };
  /** How messages leave: SMTP when smtpUrl is set (else .eml files in dataDir/mail), SMS when twilio is set. */
  messages: {
    smtpUrl?: string;
    /** The From of every email, e.g. "Dad's Detailing <hello@example.com>". */
    mailFrom: string;
    twilio?: { accountSid: string; authToken: string; from: string; apiUrl?: string };
  };
  /** Whether this instance ticks the job runner (work that must happen once runs under a database lease). */
  jobs: { enabled: boolean };
  /** BullMQ on Redis (REDIS_URL): jobs and message delivery run in worker processes. */
  queue?: { redisUrl: string; prefix: string; stalledMs: number };
  /** What this process is: the HTTP API (main.ts) or a queue worker (worker.ts). */
  role: 'api' | 'worker';
  /** How long a claim on an outbound message holds (OutboxWorker). */
  outboxClaimMs: number;
  /** Webhooks out: whether private addresses may receive them, and the delays between tries (undefined: the standard ones). */
  webhooks: { allowPrivate: boolean; retryDelaysMs?: number[] };
  /** Request and application logs (observability/logger.ts). */
  log: { format: 'json' | 'pretty'; level: string; instance?: string };
  /** Prometheus metrics: off unless a token (on the app's port) or an internal port is set. */
  metrics: { token?: string; port?: number };
  logQueryCounts: boolean;
  staticDir: string;
  /** Forecasts (weather/): the provider, its address, and the limits above which a job is at risk. */
  weather: { provider: 'local' | 'nws'; nwsUrl: string };
  /** Drive times (scheduling/travel-times.ts): OSRM at routingUrl when set, else the embedded estimate. */
  travel: { routingUrl?: string; speedMph: number; detourFactor: number; allowanceMinutes: number };
  /**
   * Where each remote is deployed (served to the shell as /remotes.json, web/remote-releases.ts):
   * `url` of its manifest when elsewhere, else a version folder under staticDir/remotes/<name>/,
   * `version` when pinned, otherwise the one the folder's `current` pointer names.
   */
  remotes: Record<RemoteName, { url?: string; version?: string }>;
  /** Uploaded files: the S3-compatible bucket when configured, else the local folder. */
  storage: { localDir: string; s3?: S3Config };
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function remoteVariable(kind: 'URL' | 'VERSION', name: RemoteName) {
  return `REMOTE_${kind}_${name.toUpperCase()}`;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const perRemote = e as unknown as Record<string, string | undefined>;
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [name, { url: perRemote[remoteVariable('URL', name)], version: perRemote[remoteVariable('VERSION', name)] }]),
  ) as AppConfig['remotes'];
  const remoteOrigins = [
    ...(e.REMOTE_ORIGINS ?? '').split(','),
    ...Object.values(remotes).flatMap(({ url }) => (url && /^https?:/.test(url) ? [url] : [])),
  ]
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: { poolSize: e.DATABASE_POOL_SIZE, acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    sessionSecret: e.SESSION_SECRET ?? keptSecret(dataDir, 'session-secret'),
    secretsKeys: { current: e.SECRETS_KEY ?? keptSecret(dataDir, 'secrets-key'), previous: e.SECRETS_KEY_PREVIOUS?.split(',').map((key) => key.trim()).filter(Boolean) ?? [] },
    publicUrl,
    // Without a PUBLIC_URL the app is on this machine, opened as localhost or by loopback address.
    appOrigins: e.PUBLIC_URL ? [new URL(publicUrl).origin] : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${e.PORT}`),
    remoteOrigins: [...new Set(remoteOrigins.map((o) => new URL(o).origin))],
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    paymentsMode: e.PAYMENTS_MODE === 'test' || !e.STRIPE_SECRET_KEY ? 'test' : 'stripe',
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    contractCheck: e.API_CONTRACT_CHECK ? e.API_CONTRACT_CHECK === 'true' : e.NODE_ENV === 'test',
    images: { concurrency: e.IMAGE_CONCURRENCY, queueLimit: e.IMAGE_QUEUE_LIMIT, dailyQuota: e.IMAGE_DAILY_QUOTA },
    visitorCheckoutsPerAddress: e.VISITOR_CHECKOUTS_PER_ADDRESS,
    canary: { rollbackFactor: e.CANARY_ROLLBACK_FACTOR, minLoads: e.CANARY_MIN_LOADS },
    signUpsPerAddress: e.SIGN_UPS_PER_ADDRESS,
    signInsPerAddress: e.SIGN_INS_PER_ADDRESS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      api: { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL },
    },
    messages: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM ?? `"Dad's Detailing" <no-reply@${new URL(publicUrl).hostname}>`,
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, apiUrl: e.TWILIO_API_URL }
          : undefined,
    },
    jobs: { enabled: e.JOBS_ENABLED ? e.JOBS_ENABLED === 'true' : e.NODE_ENV !== 'test' },
    queue: e.REDIS_URL ? { redisUrl: e.REDIS_URL, prefix: e.QUEUE_PREFIX, stalledMs: e.QUEUE_STALLED_MS } : undefined,
    role: 'api',
    outboxClaimMs: e.OUTBOX_CLAIM_MS,
    webhooks: {
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ? e.WEBHOOKS_ALLOW_PRIVATE === 'true' : e.NODE_ENV !== 'production',
      retryDelaysMs: e.WEBHOOK_RETRY_DELAYS_MS?.split(',').map(Number),
    },
    log: { format: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'), level: e.LOG_LEVEL ?? 'info', instance: e.INSTANCE_ID },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    logQueryCounts: e.LOG_QUERY_COUNTS === 'true',
    staticDir: resolve(e.STATIC_DIR ?? 'dist'),
    weather: { provider: e.WEATHER_PROVIDER ?? 'local', nwsUrl: (e.WEATHER_NWS_URL ?? 'https://api.weather.gov').replace(/\/$/, '') },
    travel: { routingUrl: e.ROUTING_URL?.replace(/\/$/, ''), speedMph: e.TRAVEL_SPEED_MPH, detourFactor: e.TRAVEL_DETOUR_FACTOR, allowanceMinutes: e.TRAVEL_ALLOWANCE_MINUTES },
    remotes,
    storage: {
      localDir: resolve(e.UPLOADS_DIR ?? join(dataDir, 'uploads')),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    },
  };
}

/**
 * Settings that start but will surprise the operator, said once at start (main.ts): a production
 * server that browsers cannot keep a session with, and local uploads a second instance cannot see.
 */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && config.publicUrl.startsWith('http:')) {
    warnings.push(`PUBLIC_URL is plain HTTP (${config.publicUrl}): in production the session cookie is Secure, so sign-in is refused (403 HTTPS_REQUIRED) on requests not made over HTTPS.`);
  }
  if (config.env === 'production' && !config.trustProxy) {
    warnings.push('TRUST_PROXY is not set: behind an HTTPS proxy or load balancer the server sees plain HTTP and refuses sign-in (403 HTTPS_REQUIRED). Set TRUST_PROXY to the number of proxies in front of it.');
  }
  if (config.databaseUrl && !config.storage.s3) {
    warnings.push(`Uploads are kept on this machine (${config.storage.localDir}): a second instance on the same DATABASE_URL cannot serve them. With several instances, set S3_BUCKET (see README Configuration).`);
  }
  return warnings;
}

/** On the embedded default a secret is generated once and kept in DATA_DIR, so restarts keep sessions and sealed secrets. */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
