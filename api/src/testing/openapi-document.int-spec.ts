import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app';

/** The API's contract with the remotes' builds: `tools/remotes.mjs deploy` checks a remote's calls against it. */
const COMMITTED = join(__dirname, '../../openapi.json');

describe('the committed OpenAPI document', () => {
  let server: TestApp;
  beforeAll(async () => void (server = await startTestApp('sqlite')));
  afterAll(() => server.close());

  // `OPENAPI_WRITE=1` (npm run openapi) rewrites it after a change of the API's routes.
  it('api/openapi.json is the document the API serves', async () => {
    const served = (await server.agent().get('/api/docs-json').expect(200)).body;
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(COMMITTED, `${JSON.stringify(served, null, 2)}\n`);
    expect(JSON.parse(readFileSync(COMMITTED, 'utf8'))).toEqual(served);
  });
});
