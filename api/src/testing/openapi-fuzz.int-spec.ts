import { gzipSync } from 'node:zlib';
import type { Test } from 'supertest';
import { buildOpenApiDocument } from '../app/openapi/openapi-document';
import { UsersService } from '../identity/users/users.service';
import { startTestApp, type TestApp } from './test-app';
import { signInWithSecondFactor } from './staff-sign-in';

type Agent = ReturnType<TestApp['agent']>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const ADMIN = { email: 'fuzz-admin@example.com', password: 'fuzz-admin-password-1' };
const CUSTOMER = { email: 'fuzz-customer@example.com', password: 'fuzz-customer-password-1' };
const DAD = { email: 'fuzz-dad@example.com', password: 'fuzz-dad-password-1' };
const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

/** Ids that are not quite ids. */
const BAD_IDS = ['not-a-uuid', `${UUID} `, `${UUID}%20`, '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), `${UUID.slice(0, 35)}Z`, "1' OR '1'='1"];

/** Values of every wrong kind, put in each field a route is likely to read. */
const WRONG_VALUES: unknown[] = [null, [], [1, 2], {}, { nested: { deeper: [null] } }, 12345, -1, 1e308, true, '', 'x'.repeat(90_000), '9999-12-31', '+010000-01-01T00:00:00Z', 'not-a-uuid', `${UUID} `];
const FIELDS = ['id', 'email', 'password', 'packageId', 'bookingId', 'carId', 'imageId', 'dadId', 'scheduledDate', 'date', 'from', 'to', 'status', 'amount', 'zipCode', 'availabilities', 'rating', 'profilePhotoId'];

/**
 * Dates of the right shape that do not exist (month 13, day 0, year 0, 9999, February 30): each goes into every
 * date field (YYYY-MM-DD) and, with a time, every date-time field, in the body and in the query, beside
 * plausible neighbours so a route's other checks pass and the date is what it reads.
 */
const IMPOSSIBLE_DATES = ['2026-99-99', '2026-13-01', '2026-00-00', '2026-02-30', '0000-01-01', '0000-00-00', '9999-12-31'];
const DATE_FIELDS = ['date', 'from', 'to', 'startDate', 'endDate'];
const DATE_TIME_FIELDS = ['scheduledDate', 'start', 'startsAt', 'createdAt'];
const withImpossibleDate = (date: string) => ({
  ...Object.fromEntries(DATE_FIELDS.map((field) => [field, date])),
  ...Object.fromEntries(DATE_TIME_FIELDS.map((field) => [field, `${date}T10:00:00Z`])),
  startTime: '09:00',
  endTime: '17:00',
  packageId: UUID,
  vehicleType: 'sedan',
});

function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** One malformed request: its name and how to send it (the route's method and path already chosen). */
type Variant = [string, (request: Test) => Test];

const json = (body: unknown): Variant[1] => (request) => request.set('Content-Type', 'application/json').send(JSON.stringify(body));
const raw = (contentType: string, body: string | Buffer, extra: Record<string, string> = {}): Variant[1] => (request) => request.set({ 'Content-Type': contentType, ...extra }).send(body);

const BODY_VARIANTS: Variant[] = [
  ['JSON null', raw('application/json', 'null')],
  ['JSON array', json([1, 'two', null])],
  ['JSON string', json('just a string')],
  ['JSON number', json(42)],
  ['empty object', json({})],
  ['__proto__', raw('application/json', '{"__proto__":{"admin":true,"role":"admin"},"constructor":{"prototype":{"polluted":true}}}')],
  ['deep nesting', raw('application/json', deepJson(5_000))],
  ['very deep nesting', raw('application/json', deepJson(15_000))],
  ['bad JSON', raw('application/json', '{"email": "a@b.co",')],
  ['body over the limit', raw('application/json', JSON.stringify({ x: 'y'.repeat(150_000) }))],
  ['text/plain', raw('text/plain', '{"email":"a@b.co"}')],
  ['XML', raw('application/xml', '<?xml version="1.0"?><a>1</a>')],
  ['form-encoded', raw('application/x-www-form-urlencoded', 'a[b][c][d][e][f]=1&__proto__[x]=1&email[]=x')],
  ['broken multipart', raw('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot an image')],
  ['bad gzip', raw('application/json', 'definitely not gzip', { 'Content-Encoding': 'gzip' })],
  ['gzip bomb-ish', raw('application/json', gzipSync(Buffer.from(JSON.stringify({ x: 'z'.repeat(5_000_000) }))), { 'Content-Encoding': 'gzip' })],
  ['unknown charset', raw('application/json; charset=utf-42', '{}')],
  ['unknown encoding', raw('application/json', '{}', { 'Content-Encoding': 'br2' })],
  ['every wrong type at once', json(Object.fromEntries(WRONG_VALUES.map((value, i) => [FIELDS[i % FIELDS.length], value])))],
  ...WRONG_VALUES.slice(0, 10).map((value, i): Variant => [`all fields = wrong value #${i}`, json(Object.fromEntries(FIELDS.map((field) => [field, value])))]),
  ...IMPOSSIBLE_DATES.map((date): Variant => [`impossible date ${date}`, json(withImpossibleDate(date))]),
];

const QUERY_VARIANTS: Variant[] = [
  ['query: bad paging', (r) => r.query('limit=-5&cursor=%%%&q=' + 'q'.repeat(3000))],
  ['query: arrays and objects', (r) => r.query('limit[]=1&limit[]=2&from[a]=1&packageId[$ne]=x&__proto__[role]=admin')],
  ['query: far and bad dates', (r) => r.query({ from: '9999-12-01', to: '9999-12-31', date: '0000-00-00', packageId: 'nope', dadId: `${UUID} ` })],
  ...IMPOSSIBLE_DATES.map((date): Variant => [`query: impossible date ${date}`, (r) => r.query(withImpossibleDate(date))]),
  ['query: huge numbers', (r) => r.query({ limit: '1e309', page: '99999999999999999999', rating: 'NaN', cursor: 'eyJ4IjoxfQ' })],
];

/** The routes of the OpenAPI document, as [method, path with {params}]. */
function routesOf(server: TestApp): Array<[Method, string]> {
  const document = buildOpenApiDocument(server.app);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).filter((method) => (item as Record<string, unknown>)[method]).map((method): [Method, string] => [method, path]),
  );
}

/**
 * Every route of the OpenAPI document gets malformed requests (wrong types, nulls, arrays, huge strings, deep
 * nesting, __proto__, bad UUIDs, bad and impossible dates, bad JSON, wrong content types), signed in as a
 * customer, a DAD and an admin. Any 5xx fails: bad input is always the client's 4xx. New endpoints join by themselves.
 */
describe('every route in the OpenAPI document, fuzzed on MariaDB', () => {
  let server: TestApp;
  const agents: Record<string, Agent> = {};

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    await server.app.get(UsersService).create({ ...CUSTOMER, firstName: 'Fuzz', lastName: 'Customer', phone: null, role: 'customer' });
    await server.app.get(UsersService).create({ ...DAD, firstName: 'Fuzz', lastName: 'Dad', phone: null, role: 'dad' });
    for (const [name, account] of Object.entries({ admin: ADMIN, customer: CUSTOMER, dad: DAD })) {
      agents[name] = server.agent();
      await signInWithSecondFactor(agents[name], account);
    }
    agents.anonymous = server.agent();
  });
  afterAll(() => server.close());

  it('answers malformed requests with 4xx, never 5xx', async () => {
    const routes = routesOf(server);
    expect(routes.length).toBeGreaterThan(30);
    const requests: Array<{ label: string; send: () => Test }> = [];
    for (const [method, path] of routes) {
      const cases = [
        ...(path.includes('{') ? BAD_IDS.map((id) => ({ name: `id ${JSON.stringify(id.slice(0, 40))}`, id, apply: (r: Test) => r })) : []),
        ...[...BODY_VARIANTS, ...QUERY_VARIANTS].map(([name, apply]) => ({ name, id: UUID, apply })),
      ];
      expect(cases.length).toBeGreaterThanOrEqual(30);
      // Signed in, so the requests get past the access check to the validation (public routes take them too);
      // signing out would end the agents' sessions for the requests after it, so a visitor tries that one.
      // The DAD's own routes take a DAD (everyone else is refused before validation); the rest a customer and an admin.
      const roles = path === '/api/logout' ? ['anonymous'] : path.startsWith('/api/dad/') ? ['dad', 'admin'] : ['customer', 'admin'];
      for (const role of roles) {
        for (const { name, id, apply } of cases) {
          const url = path.replace(/\{[^}]+\}/g, id);
          requests.push({ label: `${role} ${method.toUpperCase()} ${path} [${name}]`, send: () => apply(agents[role][method](url)) });
        }
      }
    }
    const failures: string[] = [];
    // A few at a time, like a handful of clients: the run stays well under a minute.
    const queue = [...requests];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await next.send();
        if (response.status >= 500) failures.push(`${next.label} -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(requests.length).toBeGreaterThan(routes.length * 30);
    expect(failures).toEqual([]);
    // About 90 s alone; a loaded 2-core machine running other suites beside it has taken 270 s.
  }, 1_200_000);
});
