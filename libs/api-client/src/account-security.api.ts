import type { SignedInDeviceDto } from '@dd/contracts/devices';
import type { PasskeyDto } from '@dd/contracts/passkeys';
import type { StepUpRequest } from '@dd/contracts/second-factor';
import type { UserDto } from '@dd/contracts/user';
import { api } from './api';

/** The account's security calls every area shares: the step-up proof (the shell's dialog), signed-in devices and passkeys. */
export const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    stepUp: build.mutation<{ message: string }, StepUpRequest>({
      query: (body) => ({ url: '/account/step-up', method: 'POST', body }),
    }),
    // Not kept once the screen closes: the list is about now.
    getDevices: build.query<SignedInDeviceDto[], void>({ query: () => '/account/devices', keepUnusedDataFor: 0 }),
    signOutDevice: build.mutation<void, string>({ query: (id) => ({ url: `/account/devices/${encodeURIComponent(id)}`, method: 'DELETE' }) }),
    signOutOtherDevices: build.mutation<{ message: string }, void>({ query: () => ({ url: '/account/devices/sign-out-others', method: 'POST' }) }),
    getPasskeys: build.query<PasskeyDto[], void>({ query: () => '/account/passkeys', keepUnusedDataFor: 0 }),
    /** WebAuthn creation options for the browser (the server keeps the challenge in the session). */
    passkeyOptions: build.mutation<Record<string, unknown>, void>({ query: () => ({ url: '/account/passkeys/options', method: 'POST' }) }),
    addPasskey: build.mutation<PasskeyDto, { credential: unknown; name?: string }>({ query: (body) => ({ url: '/account/passkeys', method: 'POST', body }) }),
    removePasskey: build.mutation<void, string>({ query: (id) => ({ url: `/account/passkeys/${encodeURIComponent(id)}`, method: 'DELETE' }) }),
    passkeySignInOptions: build.mutation<Record<string, unknown>, void>({ query: () => ({ url: '/login/passkey/options', method: 'POST' }) }),
    passkeySignIn: build.mutation<UserDto, { credential: unknown }>({
      query: (body) => ({ url: '/login/passkey', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(api.util.upsertQueryData('getUser', undefined, user));
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useStepUpMutation,
  useGetDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
  useGetPasskeysQuery,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
} = accountSecurityApi;
