import { createApiClient, type Schemas } from './index';

/** What the client sent, as a server would see it. */
interface Sent {
  method: string;
  url: string;
  body: string | null;
  credentials: RequestCredentials;
}

/** A client whose fetch records each request and answers `answer` as JSON. */
function clientAnswering(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const api = createApiClient({
    baseUrl: 'https://detailing.example.com',
    fetch: async (request: Request) => {
      sent.push({ method: request.method, url: request.url, body: request.body ? await request.text() : null, credentials: request.credentials });
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, sent };
}

describe('the typed client generated from api/openapi.json', () => {
  it('fills path and query parameters from the document and reads a typed answer', async () => {
    const { api, sent } = clientAnswering([]);
    const { data } = await api.GET('/api/admin/bookings', { params: { query: { q: 'Lee', limit: 10, status: 'pending' } } });
    expect(sent).toEqual([{ method: 'GET', url: 'https://detailing.example.com/api/admin/bookings?q=Lee&limit=10&status=pending', body: null, credentials: 'include' }]);
    const references: string[] | undefined = data?.map((booking) => booking.id);
    expect(references).toEqual([]);

    await api.GET('/api/bookings/{id}', { params: { path: { id: 'b-1' } } });
    expect(sent[1].url).toBe('https://detailing.example.com/api/bookings/b-1');
  });

  it('sends the typed body and gives the error body its ApiError type', async () => {
    const problem: Schemas['ApiError'] = { statusCode: 400, message: 'ZIP code must be 5 digits', code: 'VALIDATION_FAILED' };
    const { api, sent } = clientAnswering(problem, 400);
    const { data, error } = await api.POST('/api/validate-address', { body: { zipCode: '9262' } });
    expect(sent[0]).toMatchObject({ method: 'POST', body: '{"zipCode":"9262"}' });
    expect(data).toBeUndefined();
    expect(error?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses, when compiled, a path, a body field or an answer field the document does not have', () => {
    // Compiled by the lib's typecheck: each line below fails to compile if the types let it through.
    const { api } = clientAnswering({});
    const calls = async () => {
      // @ts-expect-error: no such path in the document
      await api.GET('/api/no-such-thing');
      // @ts-expect-error: validate-address takes zipCode, not zip
      await api.POST('/api/validate-address', { body: { zip: '92626' } });
      const { data } = await api.GET('/api/settings/public');
      // @ts-expect-error: PublicSettings has no currency
      return data?.currency;
    };
    expect(typeof calls).toBe('function');
  });

  it('runs the example of docs/how-to/developers/call-the-api.md as written', async () => {
    const { api: client, sent } = clientAnswering([]);
    const example = async (api: typeof client, email: string, password: string) => {
      await api.POST('/api/login', { body: { email, password } });
      const { data, error } = await api.GET('/api/admin/bookings', { params: { query: { status: 'confirmed', limit: 50 } } });
      if (error) throw new Error(`${error.code}: ${error.message}`);
      const bookings: Schemas['BookingSummary'][] = data;
      return bookings;
    };
    await expect(example(client, 'admin@example.com', 'secret')).resolves.toEqual([]);
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['POST https://detailing.example.com/api/login', 'GET https://detailing.example.com/api/admin/bookings?status=confirmed&limit=50']);
  });
});
