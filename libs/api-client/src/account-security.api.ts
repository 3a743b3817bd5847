import type { SignedInDeviceDto } from '@dd/contracts/devices';
import type { StepUpRequest } from '@dd/contracts/second-factor';
import { api } from './api';

/** The account's security calls every area shares: the step-up proof (the shell's dialog) and the signed-in devices. */
export const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    stepUp: build.mutation<{ message: string }, StepUpRequest>({
      query: (body) => ({ url: '/account/step-up', method: 'POST', body }),
    }),
    // Not kept once the screen closes: the list is about now.
    getDevices: build.query<SignedInDeviceDto[], void>({ query: () => '/account/devices', keepUnusedDataFor: 0 }),
    signOutDevice: build.mutation<void, string>({ query: (id) => ({ url: `/account/devices/${encodeURIComponent(id)}`, method: 'DELETE' }) }),
    signOutOtherDevices: build.mutation<{ message: string }, void>({ query: () => ({ url: '/account/devices/sign-out-others', method: 'POST' }) }),
  }),
  overrideExisting: 'throw',
});

export const { useStepUpMutation, useGetDevicesQuery, useSignOutDeviceMutation, useSignOutOtherDevicesMutation } = accountSecurityApi;
