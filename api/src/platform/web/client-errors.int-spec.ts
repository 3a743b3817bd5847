import { gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Body-parser's refusals are the client's mistakes: the API's JSON error shape, and at most one log line without a stack. */
describe('client errors on MariaDB', () => {
  let server: TestApp;
  const logged: string[] = [];
  const spies: jest.SpyInstance[] = [];

  beforeAll(async () => {
    server = await startTestApp('mysql');
    const record = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    for (const method of ['error', 'warn', 'log'] as const) spies.push(jest.spyOn(Logger.prototype, method).mockImplementation(record));
    spies.push(jest.spyOn(console, 'error').mockImplementation(record));
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await server.close();
  });
  beforeEach(() => void (logged.length = 0));

  const cases: Array<[string, number, string, (r: ReturnType<TestApp['agent']>) => PromiseLike<{ status: number; body: unknown }>]> = [
    ['a body over the limit', 413, 'PAYLOAD_TOO_LARGE', (r) => r.post('/api/login').set('Content-Type', 'application/json').send(`{"email":"${'a'.repeat(300_000)}"}`)],
    ['an unknown charset', 415, 'UNSUPPORTED_MEDIA_TYPE', (r) => r.post('/api/login').set('Content-Type', 'application/json; charset=klingon').send('{}')],
    ['an unknown content encoding', 415, 'UNSUPPORTED_MEDIA_TYPE', (r) => r.post('/api/login').set('Content-Type', 'application/json').set('Content-Encoding', 'zstd-x').send('{}')],
    ['bad gzip', 400, 'VALIDATION_FAILED', (r) => r.post('/api/login').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('not gzip at all')],
    ['truncated gzip', 400, 'VALIDATION_FAILED', (r) => r.post('/api/login').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send(gzipSync('{"email":"a@b.co"}').subarray(0, 12))],
    ['bad JSON', 400, 'VALIDATION_FAILED', (r) => r.post('/api/login').set('Content-Type', 'application/json').send('{"email":')],
    // Outside /api, Nest's error handler never sees the parser's refusal.
    ['bad JSON sent to a page', 400, 'VALIDATION_FAILED', (r) => r.post('/book').set('Content-Type', 'application/json').send('{"email":')],
    ['a body over the limit sent to a page', 413, 'PAYLOAD_TOO_LARGE', (r) => r.post('/').set('Content-Type', 'application/json').send(`"${'a'.repeat(300_000)}"`)],
  ];

  it.each(cases)('%s answers %d in the error shape and logs no stack', async (_, status, code, send) => {
    const response = await send(server.agent());
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ statusCode: status, code, error: expect.any(String), message: expect.any(String) });
    expect(logged.length).toBeLessThanOrEqual(1);
    expect(logged.join('\n')).not.toMatch(/\n\s+at /);
  });
});
