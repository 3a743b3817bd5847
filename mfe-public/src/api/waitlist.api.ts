import { injectRemoteEndpoints } from '@dd/api-client';
import type { AcceptOfferResponse, AcceptVisitorOfferRequest, VisitorJoinWaitlistRequest, VisitorOfferDto, WaitlistEntryDto } from '@dd/contracts/waitlist';

/** A visitor's waitlist (issue 44): join without an account, and the page an offer's link opens. */
export const waitlistApi = injectRemoteEndpoints('public', (build) => ({
  joinWaitlistAsVisitor: build.mutation<WaitlistEntryDto, VisitorJoinWaitlistRequest>({ query: (body) => ({ url: '/waitlist/visitors', method: 'POST', body }) }),
  getVisitorOffer: build.query<VisitorOfferDto, string>({ query: (id) => `/waitlist/visitor-offers/${encodeURIComponent(id)}` }),
  /** Books the place as checkout books for a visitor: the contact opens an account and signs it in. */
  acceptVisitorOffer: build.mutation<AcceptOfferResponse, { id: string } & AcceptVisitorOfferRequest>({
    query: ({ id, ...body }) => ({ url: `/waitlist/visitor-offers/${encodeURIComponent(id)}/accept`, method: 'POST', body }),
    invalidatesTags: (result) => (result ? ['User', 'Booking', 'Availability'] : []),
  }),
}));

export const { usePublicJoinWaitlistAsVisitorMutation, usePublicGetVisitorOfferQuery, usePublicAcceptVisitorOfferMutation } = waitlistApi;
