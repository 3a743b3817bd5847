import { createAction, createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';

/** Keys of browser storage that belong to whoever is signed in (a booking draft...): all start so. */
export const USER_STORAGE_PREFIX = 'dd.';
/** The id of the account the stored keys belong to (absent: a visitor's, which a sign-in adopts). */
export const STORAGE_OWNER_KEY = 'dd.owner';

/**
 * The signed-in account changed (signed out, or another account signed in): slices that hold one
 * person's work (the booking wizard) start afresh on it. Visitor to account is not a change: a
 * visitor who signs in mid-booking keeps their draft.
 */
export const userChanged = createAction('session/userChanged');

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function clearUserKeys(storage: Store) {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(USER_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Watches the current user (`GET /api/user`'s cache entry) and, when it is no longer the account
 * the tab's storage belongs to, clears that storage, drops every cached answer of the old account
 * and announces `userChanged`. The owner is kept in the storage itself, so a reload after a sign-out
 * elsewhere (an expired session) is caught too.
 */
export function userScopeMiddleware(storage: () => Store | undefined) {
  const listener = createListenerMiddleware();
  let memoryOwner: string | null = null;
  listener.startListening({
    matcher: api.endpoints.getUser.matchFulfilled,
    effect: (action, listenerApi) => {
      const dispatch = listenerApi.dispatch as ThunkDispatch<{ api: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;
      const id = action.payload?.id ?? null;
      let store: Store | undefined;
      let owner = memoryOwner;
      try {
        store = storage();
        owner = store?.getItem(STORAGE_OWNER_KEY) ?? memoryOwner;
      } catch {
        store = undefined; // Storage refused (private mode): remember in memory only.
      }
      memoryOwner = id;
      try {
        if (owner && owner !== id && store) clearUserKeys(store);
        if (id) store?.setItem(STORAGE_OWNER_KEY, id);
        else store?.removeItem(STORAGE_OWNER_KEY);
      } catch {
        // As above: nothing more to do where storage is refused.
      }
      if (!owner || owner === id) return;
      dispatch(userChanged());
      // Signed in as someone else without a sign-out here: nothing cached for the old account may show.
      if (action.payload) {
        dispatch(api.util.resetApiState());
        void dispatch(api.util.upsertQueryData('getUser', undefined, action.payload));
      }
    },
  });
  return listener.middleware;
}
