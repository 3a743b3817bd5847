import { api } from '@dd/api-client';
import type { MessagesOverviewDto } from '@dd/contracts/message';

export const adminMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminMessages: build.query<MessagesOverviewDto, void>({ query: () => '/admin/messages' }),
  }),
});

export const { useGetAdminMessagesQuery } = adminMessagesApi;
