import { api } from '@dd/api-client';
import type { RecoveryCodesDto, SecondFactorCodeRequest, TotpSetupDto } from '@dd/contracts/second-factor';

/** Setting up two-step sign-in (the shell's enrolment screen). */
export const secondFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    beginTotp: build.mutation<TotpSetupDto, void>({
      query: () => ({ url: '/account/second-factor/totp', method: 'POST' }),
    }),
    confirmTotp: build.mutation<RecoveryCodesDto, SecondFactorCodeRequest>({
      query: (body) => ({ url: '/account/second-factor/totp/confirm', method: 'POST', body }),
      // Shown as set up (and an admin let through) at once.
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useBeginTotpMutation, useConfirmTotpMutation } = secondFactorApi;
