import { api } from './api';
import { setApiBaseUrl } from './base-query';
import { imagesApi } from './images.api';
import { makeStore } from './store';
import { json, startTestServer } from './test-server';

const user = { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace', role: 'customer', profilePhotoUrl: null, profilePhotoId: null };
const photoUrl = '/api/images/img-1/files/thumbnail-0123456789abcdef.webp';

/** onQueryStarted's cache updates land a few ticks after the mutation resolves. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('images api', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let current: Record<string, unknown> = user;
  let failAttach = false;

  beforeAll(async () => {
    server = await startTestServer(({ method, url, body }) => {
      if (method === 'GET' && url === '/api/user') return json(200, current);
      if (method === 'POST' && url === '/api/user/profile-photo') {
        if (failAttach) return json(403, { statusCode: 403, message: 'You can only use an image you uploaded' });
        current = { ...current, profilePhotoId: (body as { imageId: string }).imageId, profilePhotoUrl: photoUrl };
        return json(200, current);
      }
      if (method === 'PUT' && url === '/api/profile') {
        current = { ...current, ...(body as object) };
        return json(200, current);
      }
      return json(404, { statusCode: 404, message: 'Not Found' });
    });
    setApiBaseUrl(server.baseUrl);
  });
  afterAll(async () => {
    setApiBaseUrl('/api');
    await server.close();
  });
  beforeEach(() => {
    current = user;
    failAttach = false;
    server.requests.length = 0;
  });

  it('attaching a photo replaces the cached current user with the returned one', async () => {
    const store = makeStore();
    await store.dispatch(api.endpoints.getUser.initiate());
    await store.dispatch(imagesApi.endpoints.attachProfilePhoto.initiate({ imageId: 'img-1' })).unwrap();
    await settle();
    expect(server.requests.find((r) => r.url === '/api/user/profile-photo')?.body).toEqual({ imageId: 'img-1' });
    expect(api.endpoints.getUser.select()(store.getState()).data).toMatchObject({ profilePhotoId: 'img-1', profilePhotoUrl: photoUrl });
    // The cache was written from the response, not refetched.
    expect(server.requests.filter((r) => r.url === '/api/user')).toHaveLength(1);
  });

  it('a failed attach leaves the cached user as it was', async () => {
    failAttach = true;
    const store = makeStore();
    await store.dispatch(api.endpoints.getUser.initiate());
    const result = await store.dispatch(imagesApi.endpoints.attachProfilePhoto.initiate({ imageId: 'img-1' }));
    await settle();
    expect(result.error).toMatchObject({ status: 403 });
    expect(api.endpoints.getUser.select()(store.getState()).data).toEqual(user);
  });

  it('removing the photo sends both fields null and caches the returned user', async () => {
    current = { ...user, profilePhotoId: 'img-1', profilePhotoUrl: photoUrl };
    const store = makeStore();
    await store.dispatch(api.endpoints.getUser.initiate());
    await store.dispatch(imagesApi.endpoints.removeProfilePhoto.initiate()).unwrap();
    await settle();
    expect(server.requests.find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/profile', body: { profilePhotoId: null, profilePhotoUrl: null } });
    expect(api.endpoints.getUser.select()(store.getState()).data).toMatchObject({ profilePhotoId: null, profilePhotoUrl: null });
  });
});
