/**
 * What each configuration variable means, for people: the schema (api/src/platform/config/app-config.ts) says which
 * exist and their defaults, this says why one would set them. `npm run docs:config` writes
 * docs/reference/configuration.md and .env.example from both; tools/docs/config-reference.test.mjs fails when
 * the schema has a variable missing here (or here one the schema lacks), or a written file is out of date.
 * `example`: the line .env.example suggests (commented out unless `set`).
 */
export const GROUPS = [
  {
    title: 'Server',
    variables: [
      { name: 'PORT', default: '`3000`', meaning: 'HTTP port' },
      { name: 'NODE_ENV', default: '`development`', meaning: '`production` turns on Secure cookies, HSTS and upgrade-insecure-requests; sign-in then needs HTTPS (403 `HTTPS_REQUIRED` over plain HTTP, and a warning at start). `test` is for the test suites' },
      { name: 'PUBLIC_URL', default: '`http://localhost:$PORT`', meaning: 'the origin users open; the only origin allowed to make state-changing calls', example: 'https://book.example.com' },
      { name: 'TRUST_PROXY', default: 'off', meaning: '`true`, a hop count or a list, when behind a load balancer (client IPs for rate limits, and `X-Forwarded-Proto` so production sign-in sees HTTPS)', example: '1' },
      { name: 'DATA_DIR', default: '`./data`', meaning: 'the embedded database, the generated session secret, stored files', set: true, example: './data' },
      { name: 'STATIC_DIR', default: '`./dist`', meaning: 'the built front ends (`dist/shell`, `dist/mfe-<remote>`, `dist/remotes`)' },
      { name: 'API_DOCS', default: '`true`, `false` in production', meaning: 'serve the OpenAPI page at `/api/docs`' },
      { name: 'API_CONTRACT_CHECK', default: '`true` when `NODE_ENV=test`', meaning: 'check every JSON response against the OpenAPI document; a mismatch becomes a 500 (tests)' },
      { name: 'REQUEST_TIMEOUT_MS', default: '`60000`', meaning: 'a request still unanswered after this gets 503 `REQUEST_TIMEOUT` (and a log line naming it)' },
    ],
  },
  {
    title: 'Database',
    variables: [
      { name: 'DATABASE_URL', default: '(embedded SQLite)', meaning: '`mysql://user:password@host:3306/database` for MySQL 8 / MariaDB 10.11+', example: 'mysql://dads:secret@127.0.0.1:3306/dads' },
      { name: 'DATABASE_POOL_SIZE', default: '`10`', meaning: 'MySQL connections this instance may open; keep `instances × DATABASE_POOL_SIZE ≤ max_connections − 20` ([scaling out](../how-to/operators/scaling-out.md))' },
      { name: 'DATABASE_ACQUIRE_TIMEOUT_MS', default: '`5000`', meaning: 'how long a request or job may wait for a free connection before it answers 503 `DATABASE_BUSY` with `Retry-After`' },
      { name: 'DATABASE_STATEMENT_TIMEOUT_MS', default: '`10000`', meaning: 'the longest one statement may run, and (rounded up to seconds) the longest it may wait for a row lock; past it, 503 `DATABASE_BUSY`' },
      { name: 'SEED_DEMO', default: '`true` on SQLite, `false` on MySQL', meaning: 'demo DADs, customers, cars, bookings, reviews, gallery' },
    ],
  },
  {
    title: 'Accounts and sign-in',
    variables: [
      { name: 'SESSION_SECRET', default: 'generated once into `DATA_DIR`', meaning: 'required when `NODE_ENV=production` (32+ characters)' },
      { name: 'SECRETS_KEY', default: 'generated once into `DATA_DIR`', meaning: 'seals the authenticator secrets kept in the database; required when `NODE_ENV=production` (32+ characters). To rotate, move it to `SECRETS_KEY_PREVIOUS` and set a new one: the first start seals them again' },
      { name: 'SECRETS_KEY_PREVIOUS', default: 'none', meaning: 'comma-separated keys that were `SECRETS_KEY` before, still read during a rotation' },
      { name: 'ADMIN_EMAIL', default: 'none', meaning: 'with `ADMIN_PASSWORD`: an admin account made on first start (it sets up an authenticator app at its first sign-in)', example: 'you@example.com' },
      { name: 'ADMIN_PASSWORD', default: 'none', meaning: 'the first admin\'s password (8+ characters; set both or neither)' },
      { name: 'SIGN_INS_PER_ADDRESS', default: '`50`', meaning: 'sign-in attempts (password or passkey) one address may make in 15 minutes (429 `RATE_LIMITED` past it); the per-account cap is separate' },
      { name: 'SIGN_UPS_PER_ADDRESS', default: '`20`', meaning: 'sign-ups one address may make in an hour, a visitor\'s checkout included (429 `RATE_LIMITED` past it)' },
      { name: 'VISITOR_CHECKOUTS_PER_ADDRESS', default: '`5`', meaning: 'visitors\' checkouts one address may start per unpaid-hold period (429 `TOO_MANY_UNPAID_BOOKINGS` past it)' },
    ],
  },
  {
    title: 'Payments',
    variables: [
      { name: 'STRIPE_SECRET_KEY', default: 'none', meaning: 'card payments through Stripe (set with `STRIPE_PUBLISHABLE_KEY`); without them the offline test gateway runs, labelled test mode. Required when `NODE_ENV=production` unless `PAYMENTS_MODE=test`' },
      { name: 'STRIPE_PUBLISHABLE_KEY', default: 'none', meaning: 'the browser\'s Stripe key (set with `STRIPE_SECRET_KEY`)' },
      { name: 'PAYMENTS_MODE', default: '`stripe` with keys, else `test`', meaning: '`test` runs the offline test gateway on purpose (test cards, nothing charged; a production start then warns loudly); `stripe` refuses to start without the keys' },
      { name: 'STRIPE_WEBHOOK_SECRET', default: 'none', meaning: 'verifies `POST /api/webhooks/stripe` ([the events to subscribe to](../how-to/operators/stripe.md))' },
      { name: 'STRIPE_API_HOST', default: 'Stripe\'s', meaning: 'point the Stripe SDK elsewhere (the tests use a local stand-in)' },
      { name: 'STRIPE_API_PORT', default: 'Stripe\'s', meaning: 'the same, its port' },
      { name: 'STRIPE_API_PROTOCOL', default: 'Stripe\'s', meaning: 'the same, `http` or `https`' },
    ],
  },
  {
    title: 'Email and text messages',
    variables: [
      { name: 'SMTP_URL', default: 'none', meaning: 'email through this SMTP server (`smtp://user:password@host:587`, `smtps://...`); without it each email is written as an `.eml` file to `DATA_DIR/mail` and listed in the admin\'s Messages' },
      { name: 'MAIL_FROM', default: '`"Dad\'s Detailing" <no-reply@PUBLIC_URL\'s host>`', meaning: 'the From of every email (also the calendar invites\' organizer)' },
      { name: 'TWILIO_ACCOUNT_SID', default: 'none', meaning: 'text messages through Twilio (set all three `TWILIO_*`); without them no SMS is sent' },
      { name: 'TWILIO_AUTH_TOKEN', default: 'none', meaning: 'see `TWILIO_ACCOUNT_SID`' },
      { name: 'TWILIO_FROM', default: 'none', meaning: 'the sending number; see `TWILIO_ACCOUNT_SID`' },
      { name: 'TWILIO_API_URL', default: 'Twilio\'s', meaning: 'point the Twilio SDK elsewhere (the tests use a local stand-in)' },
    ],
  },
  {
    title: 'Uploaded images',
    variables: [
      { name: 'UPLOADS_DIR', default: '`DATA_DIR/uploads`', meaning: 'uploaded images when no bucket is set (never a served folder)' },
      { name: 'S3_BUCKET', default: 'none', meaning: 'store uploads in an S3-compatible bucket instead; **needed with several instances**' },
      { name: 'S3_REGION', default: 'the SDK\'s', meaning: 'the bucket\'s region' },
      { name: 'S3_ENDPOINT', default: 'AWS', meaning: 'for S3-compatible services (MinIO, R2, ...)' },
      { name: 'S3_ACCESS_KEY_ID', default: 'the AWS SDK\'s default chain', meaning: 'with `S3_SECRET_ACCESS_KEY` (set both or neither); without them the environment or instance role applies' },
      { name: 'S3_SECRET_ACCESS_KEY', default: 'the AWS SDK\'s default chain', meaning: 'see `S3_ACCESS_KEY_ID`' },
      { name: 'S3_FORCE_PATH_STYLE', default: '`true` when `S3_ENDPOINT` is set', meaning: 'path-style bucket addressing' },
      { name: 'IMAGE_CONCURRENCY', default: '`1`', meaning: 'image uploads this instance processes at once (a 49-megapixel image costs a few hundred MB while processed); with `REDIS_URL`, the image jobs each worker runs at once' },
      { name: 'IMAGE_QUEUE_LIMIT', default: '`4`', meaning: 'uploads waiting for their turn; past it an upload gets 503 with `Retry-After` (without `REDIS_URL`: with it, uploads only store the file and wait in the queue)' },
      { name: 'IMAGE_DAILY_QUOTA', default: '`100`', meaning: 'uploads one person may make in 24 hours (429 `UPLOAD_QUOTA_REACHED`), beside 30 per 10 minutes' },
    ],
  },
  {
    title: 'Background work',
    variables: [
      { name: 'REDIS_URL', default: 'none (background work in-process)', meaning: '`redis://host:6379`: background work runs on BullMQ in `npm run worker` processes; the API then runs none itself', example: 'redis://127.0.0.1:6379' },
      { name: 'QUEUE_PREFIX', default: '`dd`', meaning: 'prefix of this deployment\'s queue keys in Redis' },
      { name: 'QUEUE_STALLED_MS', default: '`30000`', meaning: 'how long a worker\'s lock on a job holds without renewal: a worker killed mid-job leaves its job to another worker after about this' },
      { name: 'OUTBOX_CLAIM_MS', default: '`300000`', meaning: 'how long a worker\'s claim on an outbound message holds; a worker killed mid-delivery leaves the message to another after this' },
      { name: 'WEBHOOKS_ALLOW_PRIVATE', default: '`false` in production, `true` otherwise', meaning: 'let webhooks go to loopback, private and link-local addresses (SSRF care; see [receive webhooks](../how-to/developers/receive-webhooks.md)); set `true` in production only for a receiver inside your own network' },
      { name: 'WEBHOOK_RETRY_DELAYS_MS', default: '`5000,300000,1800000,7200000,18000000,36000000`', meaning: 'milliseconds between a webhook\'s failed tries, comma-separated; after the last the delivery is failed (tests make them short)' },
      { name: 'JOBS_ENABLED', default: '`true` (`false` under `NODE_ENV=test`)', meaning: 'run background jobs (card-hold renewal...); each job runs on one instance at a time through a lease row. Ignored with `REDIS_URL` (workers run them)' },
    ],
  },
  {
    title: 'Logs, metrics and traces',
    variables: [
      { name: 'LOG_FORMAT', default: '`json` in production, else `pretty`', meaning: '`json`: one JSON object a line; `pretty`: short readable lines for a terminal' },
      { name: 'LOG_LEVEL', default: '`info`', meaning: '`fatal`, `error`, `warn`, `info`, `debug` (in `pretty`, also successful static files), `trace` or `silent`' },
      { name: 'LOG_QUERY_COUNTS', default: '`false`', meaning: '`true` logs each API request\'s database query count (`npm run bench` reads them)' },
      { name: 'INSTANCE_ID', default: 'the host name (a pod\'s name)', meaning: 'names this process in every log line and metric' },
      { name: 'METRICS_TOKEN', default: 'none (metrics off)', meaning: 'serve Prometheus metrics at `GET /metrics` on `PORT` to a scraper sending `Authorization: Bearer <token>` (16+ characters)' },
      { name: 'METRICS_PORT', default: 'none (metrics off)', meaning: 'serve `GET /metrics` without a token on this internal port (keep it off the load balancer; not `PORT`)' },
    ],
  },
  {
    title: 'Scheduling',
    variables: [
      { name: 'ROUTING_URL', default: 'none (embedded estimate)', meaning: 'an OSRM server (`http://osrm:5000`): drive times between ZIP centres from its table API; a pair it cannot answer, or an outage, falls back to the estimate with a warning' },
      { name: 'TRAVEL_SPEED_MPH', default: '`30`', meaning: 'the embedded estimate: straight-line distance between ZIP centres × detour factor ÷ speed' },
      { name: 'TRAVEL_DETOUR_FACTOR', default: '`1.3`', meaning: 'see `TRAVEL_SPEED_MPH`' },
      { name: 'TRAVEL_ALLOWANCE_MINUTES', default: '`10`', meaning: 'added to every drive (parking, unloading), whichever source gives the road time' },
      { name: 'WEATHER_PROVIDER', default: '`local`', meaning: '`nws`: hourly forecasts from the National Weather Service (`WEATHER_NWS_URL`); `local`: the stand-in, no outside calls (dry unless the forecast cache says otherwise)' },
      { name: 'WEATHER_NWS_URL', default: '`https://api.weather.gov`', meaning: 'the National Weather Service API (a local stand-in in tests)' },
    ],
  },
  {
    title: 'Remotes (micro-frontends)',
    variables: [
      { name: 'REMOTE_URL_<REMOTE>', pattern: /^REMOTE_URL_[A-Z]+$/, default: 'the deployed version under `STATIC_DIR/remotes/<name>/`', meaning: 'per remote (`PUBLIC`, `CUSTOMER`, `DAD`, `ADMIN`): the manifest URL of a remote deployed elsewhere (served to the shell as `/remotes.json`)' },
      { name: 'REMOTE_VERSION_<REMOTE>', pattern: /^REMOTE_VERSION_[A-Z]+$/, default: 'the `current` pointer', meaning: 'per remote: pin it to one of its version folders (overrides the pointer)' },
      { name: 'REMOTE_ORIGINS', default: 'none', meaning: 'comma-separated extra origins remotes are served from (added to the CSP)' },
      { name: 'CANARY_MIN_LOADS', default: '`20`', meaning: 'page loads a candidate remote version needs before it can be rolled back automatically ([releasing a remote](../how-to/operators/release-a-remote.md))' },
      { name: 'CANARY_ROLLBACK_FACTOR', default: '`2`', meaning: 'a candidate is rolled back once it fails this many times as often as the current version (or 1%, when the current one has no errors)' },
    ],
  },
];

/** Read by others than the app's schema: documented, never in envSchema. */
export const OUTSIDE_THE_SCHEMA = [
  { name: 'MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_', default: 'glibc\'s', meaning: 'read by glibc at process start: `2` and `131072` (set by `npm start`, the Docker image, the bench and the test run) give the memory of image processing back after a burst ([memory](../explanation/images.md#memory))' },
  { name: 'SOURCE_MAPS', default: 'on in development, off in production builds', meaning: 'build-time, for `npm run build`: `true` also writes front-end source maps in a production build' },
  { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', default: 'none (no tracing)', meaning: 'export OpenTelemetry traces over OTLP/HTTP to this collector (e.g. `http://otel-collector:4318`); the SDK\'s other `OTEL_*` variables apply (`OTEL_SERVICE_NAME`, `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_TRACES_SAMPLER`...)' },
];
