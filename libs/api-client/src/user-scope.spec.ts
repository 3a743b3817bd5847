import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { UserDto } from '@dd/contracts/user';
import { api } from './api';
import { STORAGE_OWNER_KEY, userChanged, userScopeMiddleware } from './user-scope';

/** Storage as the browser's sessionStorage behaves (the Web Storage interface over a Map). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const person = (id: string) => ({ id, email: `${id}@example.com`, role: 'customer' }) as UserDto;

/** Counts the userChanged actions, as a slice holding one person's work would see them. */
const changes = createSlice({
  name: 'changes',
  initialState: 0,
  reducers: {},
  extraReducers: (builder) => builder.addCase(userChanged, (count) => count + 1),
});

function setUp(storage: Storage) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, changes: changes.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware).concat(userScopeMiddleware(() => storage)),
  });
  const becomes = async (user: UserDto | null) => {
    await store.dispatch(api.util.upsertQueryData('getUser', undefined, user));
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { store, becomes };
}

describe('per-user browser storage', () => {
  it("clears the signed-out account's keys and announces the change", async () => {
    const storage = new MemoryStorage();
    const { store, becomes } = setUp(storage);
    await becomes(person('a'));
    storage.setItem('dd.bookingWizard', '{"step":4}');
    storage.setItem('other.app', 'kept');

    await becomes(null);
    expect(storage.getItem('dd.bookingWizard')).toBeNull();
    expect(storage.getItem(STORAGE_OWNER_KEY)).toBeNull();
    expect(storage.getItem('other.app')).toBe('kept');
    expect(store.getState().changes).toBe(1);
  });

  it("keeps a visitor's draft when they sign in", async () => {
    const storage = new MemoryStorage();
    const { store, becomes } = setUp(storage);
    await becomes(null);
    storage.setItem('dd.bookingWizard', '{"step":4}');
    await becomes(person('a'));
    expect(storage.getItem('dd.bookingWizard')).toBe('{"step":4}');
    expect(storage.getItem(STORAGE_OWNER_KEY)).toBe('a');
    expect(store.getState().changes).toBe(0);
  });

  it('clears what an earlier page load of another account left, and its cached answers', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_OWNER_KEY, 'a');
    storage.setItem('dd.bookingWizard', '{"step":4}');
    const { store, becomes } = setUp(storage);
    await store.dispatch(api.util.upsertQueryData('getPackages', undefined, []));

    await becomes(person('b'));
    expect(storage.getItem('dd.bookingWizard')).toBeNull();
    expect(storage.getItem(STORAGE_OWNER_KEY)).toBe('b');
    expect(store.getState().changes).toBe(1);
    expect(api.endpoints.getPackages.select()(store.getState()).data).toBeUndefined();
    expect(api.endpoints.getUser.select()(store.getState()).data).toMatchObject({ id: 'b' });
  });
});
