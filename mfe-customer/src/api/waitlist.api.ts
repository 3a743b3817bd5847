import { injectRemoteEndpoints } from '@dd/api-client';
import type { AcceptOfferResponse, JoinWaitlistRequest, WaitlistEntryDto } from '@dd/contracts/waitlist';

/**
 * The customer's waitlist (issue 44): join, see offers, accept one, leave. The list has no tag of its
 * own (the shared api's tag types are the shell's): the page refetches it after each change.
 */
export const waitlistApi = injectRemoteEndpoints('customer', (build) => ({
  getWaitlist: build.query<WaitlistEntryDto[], void>({ query: () => '/waitlist'}),
  joinWaitlist: build.mutation<WaitlistEntryDto, JoinWaitlistRequest>({ query: (body) => ({ url: '/waitlist', method: 'POST', body })}),
  leaveWaitlist: build.mutation<void, string>({ query: (id) => ({ url: `/waitlist/${encodeURIComponent(id)}`, method: 'DELETE' })}),
  acceptOffer: build.mutation<AcceptOfferResponse, string>({
    query: (id) => ({ url: `/waitlist/offers/${encodeURIComponent(id)}/accept`, method: 'POST' }),
    invalidatesTags: ['Booking'],
  }),
}));

export const { useCustomerGetWaitlistQuery, useCustomerJoinWaitlistMutation, useCustomerLeaveWaitlistMutation, useCustomerAcceptOfferMutation } = waitlistApi;
