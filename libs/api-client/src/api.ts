import { createApi } from '@reduxjs/toolkit/query/react';
import type { LoginRequest, RegisterForm, RegisterRequest } from '@dd/contracts/auth';
import { isSecondFactorChallenge, type SecondFactorChallenge } from '@dd/contracts/second-factor-challenge';
import type { SecondFactorCodeRequest } from '@dd/contracts/second-factor';
import type { PackageDto } from '@dd/contracts/package';
import type { UserDto } from '@dd/contracts/user';
import { createBaseQuery } from './base-query';

/** Cache tags; remotes use these when they inject their endpoints. */
export const TAG_TYPES = [
  'User',
  'Package',
  'AddOn',
  'Booking',
  'BookingMedia',
  'Car',
  'PaymentMethod',
  'Review',
  'Gallery',
  'Image',
  'Rewards',
  'Availability',
  'Customer',
  'Dad',
  'Settings',
  'PrivacyRequest',
  'Plan',
  'Site',
] as const;

/**
 * Whether the server served this page to a browser with no session cookie (its `dd-session` hint,
 * api/src/platform/web/serve-web.ts): nobody is signed in, and asking GET /api/user would only answer
 * 401, which every browser logs as an error (issue 36 item 20). Read once, at the first ask: any later
 * one (after a sign-in on this page) asks the server.
 */
function servedSignedOut(): boolean {
  const hint = typeof document === 'undefined' ? null : document.querySelector('meta[name="dd-session"][content="none"]');
  hint?.remove();
  return hint !== null;
}

/**
 * The one RTK Query api (a Module Federation singleton). Spec customer-side §7: cached data never
 * goes stale, nothing is refetched on focus, reconnect or interval, and nothing retries.
 * Remotes add their calls with `api.injectEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  // Unused data is dropped after 5 minutes (then fetched again when needed); never refetched before.
  keepUnusedDataFor: 300,
  endpoints: (build) => ({
    /** The current user; a 401 means logged out and resolves to null (spec §4), as does a page served signed out. */
    getUser: build.query<UserDto | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        if (servedSignedOut()) return { data: null };
        const result = await baseQuery('/user');
        if (result.error) {
          if (result.error.status === 401) return { data: null };
          return { error: result.error };
        }
        return { data: result.data as UserDto };
      },
      keepUnusedDataFor: Infinity,
      providesTags: ['User'],
    }),

    /** The password step: the user, or (with a second factor) the request for its code. */
    login: build.mutation<UserDto | SecondFactorChallenge, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: answer } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (answer && !isSecondFactorChallenge(answer)) dispatch(api.util.upsertQueryData('getUser', undefined, answer));
      },
    }),

    /** The code step of a sign-in: an authenticator-app code or a recovery code. */
    loginSecondFactor: build.mutation<UserDto, SecondFactorCodeRequest>({
      query: (body) => ({ url: '/login/second-factor', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(api.util.upsertQueryData('getUser', undefined, user));
      },
    }),

    /** Accepts the sign-up form too: confirmPassword is dropped before sending (spec §5). */
    register: build.mutation<UserDto, RegisterRequest | RegisterForm>({
      query: (form) => {
        const { email, password, firstName, lastName, phone, role } = form;
        return { url: '/register', method: 'POST', body: { email, password, firstName, lastName, phone: phone || null, role: role ?? 'customer' } };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(api.util.upsertQueryData('getUser', undefined, user));
      },
    }),

    /** Clears every cached call, then records "logged out" as the current user. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!ok) return;
        dispatch(api.util.resetApiState());
        dispatch(api.util.upsertQueryData('getUser', undefined, null));
      },
    }),

    getPackages: build.query<PackageDto[], void>({
      query: () => '/packages',
      providesTags: ['Package'],
    }),
  }),
});

export const {
  useGetUserQuery,
  useLoginMutation,
  useLoginSecondFactorMutation,
  useRegisterMutation,
  useLogoutMutation,
  useGetPackagesQuery,
} = api;

/** The current user as the guards read it: `undefined` while loading, `null` when logged out. */
export function useCurrentUser() {
  const { data, isLoading, isError, error, refetch } = useGetUserQuery();
  return { user: data, isLoading, isError, error, refetch };
}
