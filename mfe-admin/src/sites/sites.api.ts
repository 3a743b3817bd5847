import { injectRemoteEndpoints } from '@dd/api-client';
import type { SiteNeedDto } from '@dd/contracts/site';

export const adminSitesApi = injectRemoteEndpoints('admin', (build) => ({
  getSiteNeeds: build.query<SiteNeedDto[], void>({ query: () => '/admin/sites/needs' }),
}));

export const { useAdminGetSiteNeedsQuery } = adminSitesApi;
