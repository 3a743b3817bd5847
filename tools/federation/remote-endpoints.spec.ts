import { api, injectRemoteEndpoints, makeStore, remoteOperations, setApiBaseUrl } from '@dd/api-client';
import { json, startTestServer } from '../../libs/api-client/src/test-server';
// All four remotes' endpoint sets in one api, as in a page that has opened every area.
import { adminApi } from '../../mfe-admin/src/api/admin.api';
import { adminMessagesApi } from '../../mfe-admin/src/messages/messages.api';
import { customerBookingsApi } from '../../mfe-customer/src/api/bookings.api';
import { portalApi } from '../../mfe-customer/src/api/portal.api';
import { dadApi } from '../../mfe-dad/src/api/dad.api';
import { bookingApi } from '../../mfe-public/src/api/booking.api';
import { contentApi } from '../../mfe-public/src/api/content.api';

const endpointSets = { admin: [adminApi, adminMessagesApi], customer: [customerBookingsApi, portalApi], dad: [dadApi], public: [bookingApi, contentApi] };

describe("the remotes' endpoints in one store", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer(({ url }) => json(200, { url }));
    setApiBaseUrl(server.baseUrl);
  });
  afterAll(async () => {
    setApiBaseUrl('/api');
    await server.close();
  });

  it('keeps each remote its own endpoints, named after it', () => {
    const names = Object.keys(api.endpoints);
    for (const [remote, sets] of Object.entries(endpointSets)) {
      const own = names.filter((name) => name.startsWith(remote));
      expect(own.length).toBeGreaterThan(0);
      for (const set of sets) expect(set).toBe(api);
    }
    expect(names).toEqual(expect.arrayContaining(['adminGetDadSummary', 'dadGetDadSummary', 'customerGetPortalPaymentConfig', 'publicGetPaymentConfig']));
  });

  it("calls the admin's and the DAD's dashboard figures at their own addresses", async () => {
    const store = makeStore();
    const admin = await store.dispatch(adminApi.endpoints.adminGetDadSummary.initiate()).unwrap();
    const dad = await store.dispatch(dadApi.endpoints.dadGetDadSummary.initiate()).unwrap();
    expect(admin).toEqual({ url: '/api/admin/dads/summary' });
    expect(dad).toEqual({ url: '/api/dad/summary' });
  });

  it('refuses, loudly, an endpoint whose name is taken', () => {
    expect(() => injectRemoteEndpoints('dad', (build) => ({ getDadSummary: build.query<unknown, void>({ query: () => '/elsewhere' }) }))).toThrow(
      /dadGetDadSummary/,
    );
    expect(dadApi.endpoints.dadGetDadSummary.name).toBe('dadGetDadSummary');
  });
});

describe("the API operations a remote's build records", () => {
  it('finds method and path of every endpoint, path parameters as {}', async () => {
    const dad = await remoteOperations('dad');
    expect(dad).toEqual(
      expect.arrayContaining([
        { endpoint: 'dadGetDadSummary', method: 'GET', path: '/api/dad/summary' },
        { endpoint: 'dadStartJob', method: 'POST', path: '/api/dad/bookings/{}/start' },
        // A queryFn endpoint: its calls are recorded.
        { endpoint: 'dadGetJobSession', method: 'GET', path: '/api/dad/bookings/{}/session' },
      ]),
    );
    expect(dad.every((operation) => operation.endpoint.startsWith('dad'))).toBe(true);
    const admin = await remoteOperations('admin');
    expect(admin).toContainEqual({ endpoint: 'adminUpdateSettings', method: 'PATCH', path: '/api/admin/settings' });
    expect(admin.map((operation) => operation.path)).not.toContain('/api/dad/summary');
  });
});
