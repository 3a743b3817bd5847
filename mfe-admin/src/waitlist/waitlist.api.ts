import { injectRemoteEndpoints } from '@dd/api-client';
import type { AdminWaitlistDto } from '@dd/contracts/waitlist';

export const adminWaitlistApi = injectRemoteEndpoints('admin', (build) => ({
  getAdminWaitlist: build.query<AdminWaitlistDto, void>({ query: () => '/admin/waitlist' }),
}));

export const { useAdminGetAdminWaitlistQuery } = adminWaitlistApi;
