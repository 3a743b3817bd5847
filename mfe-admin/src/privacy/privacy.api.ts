import { injectRemoteEndpoints, toPage, type PageArgs } from '@dd/api-client';
import type { Page } from '@dd/contracts/paging';
import type { PrivacyRequestDto, PrivacyRequestStatus } from '@dd/contracts/privacy';

/** Customers' deletion requests (issue 41): the list, and the two answers. */
export const adminPrivacyApi = injectRemoteEndpoints('admin', (build) => ({
  getPrivacyRequests: build.query<Page<PrivacyRequestDto>, PageArgs & { status?: PrivacyRequestStatus }>({
    query: (params) => ({ url: '/admin/privacy-requests', params }),
    transformResponse: toPage<PrivacyRequestDto>,
    providesTags: ['PrivacyRequest'],
  }),
  erasePrivacyRequest: build.mutation<PrivacyRequestDto, string>({ query: (id) => ({ url: `/admin/privacy-requests/${encodeURIComponent(id)}/erase`, method: 'POST' }), invalidatesTags: ['PrivacyRequest'] }),
  declinePrivacyRequest: build.mutation<PrivacyRequestDto, { id: string; reason: string }>({
    query: ({ id, reason }) => ({ url: `/admin/privacy-requests/${encodeURIComponent(id)}/decline`, method: 'POST', body: { reason } }),
    invalidatesTags: ['PrivacyRequest'],
  }),
}));

export const { useAdminGetPrivacyRequestsQuery, useAdminErasePrivacyRequestMutation, useAdminDeclinePrivacyRequestMutation } = adminPrivacyApi;
