import type { StepUpRequest } from '@dd/contracts/second-factor';
import { api } from './api';

/** The account's security calls every area shares: the step-up proof (the shell's dialog). */
export const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    stepUp: build.mutation<{ message: string }, StepUpRequest>({
      query: (body) => ({ url: '/account/step-up', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useStepUpMutation } = accountSecurityApi;
