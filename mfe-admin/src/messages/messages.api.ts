import { injectRemoteEndpoints } from '@dd/api-client';
import type { MessagesOverviewDto } from '@dd/contracts/message';

export const adminMessagesApi = injectRemoteEndpoints('admin', (build) => ({
  getAdminMessages: build.query<MessagesOverviewDto, void>({ query: () => '/admin/messages' }),
}));

export const { useAdminGetAdminMessagesQuery } = adminMessagesApi;
