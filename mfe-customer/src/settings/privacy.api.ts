import { injectRemoteEndpoints } from '@dd/api-client';
import type { PrivacyRequestDto } from '@dd/contracts/privacy';

/** The customer's requests about their data (issue 41). */
export const customerPrivacyApi = injectRemoteEndpoints('customer', (build) => ({
  getPrivacyRequests: build.query<PrivacyRequestDto[], void>({ query: () => '/privacy/requests', providesTags: ['PrivacyRequest'] }),
  requestDeletion: build.mutation<PrivacyRequestDto, void>({ query: () => ({ url: '/privacy/deletion-request', method: 'POST' }), invalidatesTags: ['PrivacyRequest'] }),
}));

export const { useCustomerGetPrivacyRequestsQuery, useCustomerRequestDeletionMutation } = customerPrivacyApi;
