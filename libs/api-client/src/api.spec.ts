import { api } from './api';
import { setApiBaseUrl } from './base-query';
import { makeStore } from './store';
import { json, startTestServer } from './test-server';
import { showToast, dismissToast, selectCurrentToast } from './toast.slice';

const user = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  role: 'customer',
  profilePhotoUrl: null,
  profilePhotoId: null,
  stripeCustomerId: null,
  washPoints: 0,
  isActive: true,
  emailNotifications: true,
  smsNotifications: false,
  promotionalEmails: true,
  preferredContactMethod: 'email',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** onQueryStarted's cache updates land a few ticks after the mutation resolves. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('api', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let signedIn = false;
  let userStatus: number | null = null;

  beforeAll(async () => {
    server = await startTestServer(({ method, url }) => {
      if (method === 'GET' && url === '/api/user') {
        if (userStatus) return json(userStatus, { statusCode: userStatus, message: 'Server exploded' });
        return signedIn ? json(200, user) : json(401, { statusCode: 401, message: 'Unauthorized' });
      }
      if (method === 'POST' && url === '/api/login') {
        signedIn = true;
        return json(200, user);
      }
      if (method === 'POST' && url === '/api/register') return json(201, user);
      if (method === 'POST' && url === '/api/logout') {
        signedIn = false;
        return { status: 204 };
      }
      if (method === 'GET' && url === '/api/packages') return json(200, []);
      return json(404, { statusCode: 404, message: 'Not Found' });
    });
    setApiBaseUrl(server.baseUrl);
  });
  afterAll(async () => {
    setApiBaseUrl('/api');
    await server.close();
  });
  beforeEach(() => {
    signedIn = false;
    userStatus = null;
    server.requests.length = 0;
  });

  it('resolves a 401 on GET /api/user to null (logged out), not an error', async () => {
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it('raises other failures of GET /api/user as errors in the spec form', async () => {
    userStatus = 500;
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getUser.initiate());
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 500, message: `500: ${JSON.stringify({ statusCode: 500, message: 'Server exploded' })}` });
  });

  it('puts the logged-in user into the getUser cache entry', async () => {
    const store = makeStore();
    await store.dispatch(api.endpoints.getUser.initiate());
    await store.dispatch(api.endpoints.login.initiate({ email: user.email, password: 'secret' })).unwrap();
    await settle();
    expect(api.endpoints.getUser.select()(store.getState()).data).toEqual(user);
    expect(server.requests.find((r) => r.url === '/api/login')?.body).toEqual({ email: user.email, password: 'secret' });
  });

  it('drops confirmPassword before sending the registration', async () => {
    const store = makeStore();
    await store
      .dispatch(
        api.endpoints.register.initiate({
          email: user.email,
          password: 'password1',
          confirmPassword: 'password1',
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '',
          role: 'customer',
        }),
      )
      .unwrap();
    await settle();
    expect(server.requests.find((r) => r.url === '/api/register')?.body).toEqual({
      email: user.email,
      password: 'password1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      role: 'customer',
    });
    expect(api.endpoints.getUser.select()(store.getState()).data).toEqual(user);
  });

  it('on logout sets the user to null and drops the other cached data', async () => {
    signedIn = true;
    const store = makeStore();
    await store.dispatch(api.endpoints.getUser.initiate());
    await store.dispatch(api.endpoints.getPackages.initiate());
    expect(api.endpoints.getPackages.select()(store.getState()).data).toEqual([]);

    await store.dispatch(api.endpoints.logout.initiate()).unwrap();
    await settle();
    expect(api.endpoints.getUser.select()(store.getState()).data).toBeNull();
    expect(api.endpoints.getPackages.select()(store.getState()).data).toBeUndefined();
  });

  it('never refetches cached data on its own', async () => {
    const store = makeStore();
    const sub = store.dispatch(api.endpoints.getUser.initiate());
    await sub;
    await store.dispatch(api.endpoints.getUser.initiate());
    expect(server.requests.filter((r) => r.url === '/api/user')).toHaveLength(1);
    sub.unsubscribe();
  });
});

describe('toast slice', () => {
  it('keeps one toast at a time with the spec defaults', () => {
    const store = makeStore();
    store.dispatch(showToast({ title: 'Welcome back!', description: 'You have successfully logged in.' }));
    store.dispatch(showToast({ title: 'Login failed', variant: 'destructive' }));
    const toast = selectCurrentToast(store.getState());
    expect(toast).toMatchObject({ title: 'Login failed', variant: 'destructive', duration: 5000 });
    store.dispatch(dismissToast(toast!.id));
    expect(selectCurrentToast(store.getState())).toBeNull();
  });
});
