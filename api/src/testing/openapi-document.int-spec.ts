import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app';

/** The API's contract with the remotes' builds: `tools/remotes.mjs deploy` checks a remote's calls against it. */
const COMMITTED = join(__dirname, '../../openapi.json');
/** The operations whose answer is not described yet (no @Returns): this list only shrinks. */
const UNDESCRIBED = join(__dirname, '../../openapi-undescribed.json');

type Operation = { operationId: string; responses: Record<string, { content?: unknown }>; security?: unknown[] };
const operationsOf = (document: { paths: Record<string, Record<string, Operation>> }) => Object.values(document.paths).flatMap((item) => Object.values(item));
const describesSuccess = (operation: Operation) => Object.entries(operation.responses).some(([status, response]) => status.startsWith('2') && (response.content || status === '204'));

describe('the committed OpenAPI document', () => {
  let server: TestApp;
  // The embedded database: the document needs no database server (npm run openapi).
  beforeAll(async () => void (server = await startTestApp('sqlite')));
  afterAll(() => server.close());

  // `OPENAPI_WRITE=1` (npm run openapi) rewrites it after a change of the API's routes or shapes.
  it('api/openapi.json is the document the API serves', async () => {
    const served = (await server.agent().get('/api/docs-json').expect(200)).body;
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(COMMITTED, `${JSON.stringify(served, null, 2)}\n`);
    expect(JSON.parse(readFileSync(COMMITTED, 'utf8'))).toEqual(served);
  });

  it('renders the reference for people at /api/docs (Swagger UI)', async () => {
    const page = await server.agent().get('/api/docs').redirects(1).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('swagger-ui');
  });

  it('gives every operation its errors and security, and every described one its answer', () => {
    const operations = operationsOf(JSON.parse(readFileSync(COMMITTED, 'utf8')));
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) {
      expect([operation.operationId, operation.responses.default]).toEqual([operation.operationId, expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } })]);
      expect(operation.security).toBeDefined();
    }
    const undescribed = operations.filter((operation) => !describesSuccess(operation)).map((operation) => operation.operationId).sort();
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(UNDESCRIBED, `${JSON.stringify(undescribed, null, 2)}\n`);
    // A new operation comes with its @Returns; one described since leaves the list (npm run openapi).
    expect(undescribed).toEqual(JSON.parse(readFileSync(UNDESCRIBED, 'utf8')));
  });
});
