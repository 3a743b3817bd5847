import { api } from '@dd/api-client';
import type { DeviceLinkRequest } from '@dd/contracts/auth';
import type { EmailConfirmResponse, EmailLinkRequest, UnsubscribeResponse } from '@dd/contracts/message';

/** The emailed links that are not about passwords: confirming a new address, unsubscribing from promotions, letting a browser sign in. */
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
    redeemDeviceLink: build.mutation<{ message: string }, DeviceLinkRequest>({
      query: (body) => ({ url: '/login/device-link', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useConfirmEmailMutation, useUnsubscribeMutation, useRedeemDeviceLinkMutation } = emailLinksApi;
