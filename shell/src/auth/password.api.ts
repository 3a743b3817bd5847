import { api } from '@dd/api-client';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@dd/contracts/message';

/** "Forgot password?" and the emailed link's page. */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message: string }, ForgotPasswordRequest>({
      query: (body) => ({ url: '/password/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message: string }, ResetPasswordRequest>({
      query: (body) => ({ url: '/password/reset', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordApi;
