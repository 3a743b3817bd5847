import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, errorCode, errorMessage } from './base-query';
import { json, startTestServer } from './test-server';

const queryApi = { signal: new AbortController().signal, dispatch: jest.fn(), getState: jest.fn(), abort: jest.fn(), extra: undefined, endpoint: 'test', type: 'query' } as unknown as BaseQueryApi;

describe('createBaseQuery', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer(({ url }) => {
      switch (url) {
        case '/api/ok':
          return json(200, { hello: 'world' });
        case '/api/no-content':
          return { status: 204 };
        case '/api/json-error':
          return json(400, { statusCode: 400, message: 'Email already registered', error: 'Bad Request' });
        case '/api/coded-error':
          return json(409, { statusCode: 409, message: 'That time was just taken.', code: 'SLOT_TAKEN' });
        case '/api/text-error':
          return { status: 500, body: 'Something broke', headers: { 'Content-Type': 'text/plain' } };
        case '/api/empty-error':
          return { status: 503 };
        default:
          return json(404, { statusCode: 404, message: 'Not Found' });
      }
    });
  });
  afterAll(() => server.close());

  const run = (url: string) => createBaseQuery(server.baseUrl)(url, queryApi, {});

  it('parses a JSON success', async () => {
    await expect(run('/ok')).resolves.toMatchObject({ data: { hello: 'world' } });
  });

  it('returns null for an empty success', async () => {
    await expect(run('/no-content')).resolves.toMatchObject({ data: null });
  });

  it('raises "status: response text" and keeps the parsed body', async () => {
    const result = await run('/json-error');
    const text = JSON.stringify({ statusCode: 400, message: 'Email already registered', error: 'Bad Request' });
    expect(result.error).toEqual({
      status: 400,
      message: `400: ${text}`,
      body: { statusCode: 400, message: 'Email already registered', error: 'Bad Request' },
    });
  });

  it("exposes the body's code, what screens branch on", async () => {
    const result = await run('/coded-error');
    expect(result.error).toMatchObject({ status: 409, code: 'SLOT_TAKEN' });
    expect(errorCode(result.error)).toBe('SLOT_TAKEN');
    expect(errorCode((await run('/text-error')).error)).toBeUndefined();
    expect(errorCode(new Error('not an api error'))).toBeUndefined();
  });

  it("asks the API for its errors in the page's language, the store's", async () => {
    const inSpanish = { ...queryApi, getState: () => ({ language: 'es' }) } as BaseQueryApi;
    await createBaseQuery(server.baseUrl)('/coded-error', inSpanish, {});
    expect(server.requests.at(-1)).toMatchObject({ url: '/api/coded-error', language: 'es' });
    await createBaseQuery(server.baseUrl)('/coded-error', { ...queryApi, getState: () => ({ language: 'vi' }) } as BaseQueryApi, {});
    expect(server.requests.at(-1)?.language).toBe('vi');
  });

  it('quotes a plain-text body verbatim', async () => {
    const result = await run('/text-error');
    expect(result.error).toEqual({ status: 500, message: '500: Something broke', body: 'Something broke' });
  });

  it('falls back to the status text when the body is empty', async () => {
    const result = await run('/empty-error');
    expect(result.error).toMatchObject({ status: 503, message: '503: Service Unavailable' });
    expect(result.error?.body).toBeUndefined();
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    const closed = await startTestServer(() => ({ status: 200 }));
    await closed.close();
    const result = await createBaseQuery(closed.baseUrl)('/user', queryApi, {});
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(typeof result.error?.message).toBe('string');
  });
});

describe('errorMessage', () => {
  it("returns the server's message field", () => {
    expect(errorMessage({ status: 401, message: '401: {...}', body: { statusCode: 401, message: 'Invalid email or password' } }, 'Login failed')).toBe(
      'Invalid email or password',
    );
  });

  it('falls back without a JSON body', () => {
    expect(errorMessage({ status: 500, message: '500: oops', body: 'oops' }, 'Please try again.')).toBe('Please try again.');
    expect(errorMessage({ status: 'FETCH_ERROR', message: 'TypeError: fetch failed' }, 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(new Error('x'), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(undefined, 'Please try again.')).toBe('Please try again.');
  });
});
