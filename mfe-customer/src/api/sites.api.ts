import { injectRemoteEndpoints } from '@dd/api-client';
import type { SaveSiteRequest, SiteProfileDto } from '@dd/contracts/site';

/** The customer's site profiles (issue 44): kept from the wizard, changed or removed here. */
export const sitesApi = injectRemoteEndpoints('customer', (build) => ({
  getSites: build.query<SiteProfileDto[], void>({ query: () => '/sites', providesTags: ['Site'] }),
  saveSite: build.mutation<SiteProfileDto, SaveSiteRequest>({ query: (body) => ({ url: '/sites', method: 'PUT', body }), invalidatesTags: (result) => (result ? ['Site'] : []) }),
  deleteSite: build.mutation<void, string>({ query: (id) => ({ url: `/sites/${encodeURIComponent(id)}`, method: 'DELETE' }), invalidatesTags: ['Site'] }),
}));

export const { useCustomerGetSitesQuery, useCustomerSaveSiteMutation, useCustomerDeleteSiteMutation } = sitesApi;
