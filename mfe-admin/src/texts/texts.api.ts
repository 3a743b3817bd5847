import { injectRemoteEndpoints } from '@dd/api-client';
import type { ConversationDto, ConversationThreadDto, TextReplyRequest } from '@dd/contracts/message';

/** The Text Inbox's calls (issue 43): conversations by number, one thread, a reply. */
export const adminTextsApi = injectRemoteEndpoints('admin', (build) => ({
  getTextInbox: build.query<ConversationDto[], void>({ query: () => '/admin/texts' }),
  getTextThread: build.query<ConversationThreadDto, string>({ query: (phone) => `/admin/texts/${encodeURIComponent(phone)}` }),
  replyByText: build.mutation<ConversationThreadDto, { phone: string } & TextReplyRequest>({
    query: ({ phone, body }) => ({ url: `/admin/texts/${encodeURIComponent(phone)}`, method: 'POST', body: { body } }),
  }),
}));

export const { useAdminGetTextInboxQuery, useAdminGetTextThreadQuery, useAdminReplyByTextMutation } = adminTextsApi;
