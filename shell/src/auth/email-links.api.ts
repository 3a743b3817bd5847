import { api } from '@dd/api-client';
import type { EmailConfirmResponse, EmailLinkRequest, UnsubscribeResponse } from '@dd/contracts/message';

/** The emailed links that are not about passwords: confirming a new address, unsubscribing from promotions. */
export const emailLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmEmail: build.mutation<EmailConfirmResponse, EmailLinkRequest>({
      query: (body) => ({ url: '/email/confirm', method: 'POST', body }),
      // A signed-in browser shows the new address at once.
      invalidatesTags: ['User'],
    }),
    unsubscribe: build.mutation<UnsubscribeResponse, EmailLinkRequest>({
      query: (body) => ({ url: '/email/unsubscribe', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useConfirmEmailMutation, useUnsubscribeMutation } = emailLinksApi;
