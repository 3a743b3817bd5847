import { injectRemoteEndpoints } from '@dd/api-client';
import type { AddOnDto } from '@dd/contracts/add-on';
import type { BookingSummaryDto, BookingPriceLines, BookingQuoteRequest, CreateBookingRequest } from '@dd/contracts/booking';
import type {
  ConfirmPaymentResponse,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  PaymentConfigDto,
  PaymentMethodDto,
  PayWithSavedCardRequest,
  TestCardConfirmRequest,
} from '@dd/contracts/payment';
import type { SaveSiteRequest, SiteAddress, SiteOfDto, SiteProfileDto } from '@dd/contracts/site';

/** The booking wizard's calls: create the booking, then authorize its card (contracts/payment.ts). */
export const bookingApi = injectRemoteEndpoints('public', (build) => ({
  createBooking: build.mutation<BookingSummaryDto, CreateBookingRequest>({
    query: (body) => ({ url: '/bookings', method: 'POST', body }),
    // A visitor's checkout registers and signs them in: the current user (and their bookings) change.
    // A refused booking may mean the window went meanwhile: availability is read again either way.
    invalidatesTags: (result) => (result ? ['User', 'Booking', 'Availability', 'Rewards'] : ['Availability']),
  }),
  /** The add-ons customers can choose, each with the packages it goes with. */
  getAddOns: build.query<AddOnDto[], void>({ query: () => '/add-ons', providesTags: ['AddOn'] }),
  /** What the server would charge now (tier benefit and reward credits off the package price). */
  getBookingQuote: build.query<BookingPriceLines, BookingQuoteRequest>({
    query: (params) => ({ url: '/bookings/quote', params }),
    providesTags: ['Rewards'],
  }),
  /** A returning customer's latest booking address (their bookings come latest appointment first), or null. */
  getLastBookingAddress: build.query<Pick<BookingSummaryDto, 'address' | 'city' | 'zipCode'> | null, void>({
    query: () => ({ url: '/bookings', params: { limit: 1 } }),
    transformResponse: (bookings: BookingSummaryDto[]) => (bookings[0] ? { address: bookings[0].address, city: bookings[0].city, zipCode: bookings[0].zipCode } : null),
    providesTags: ['Booking'],
  }),
  /** The signed-in customer's kept site profile of an address (issue 44), or null. */
  lookupSite: build.query<SiteOfDto, SiteAddress>({ query: (params) => ({ url: '/sites/lookup', params }), providesTags: ['Site'] }),
  /** Keeps the wizard's site answers for the booking's address (after the booking is made: a visitor has an account by then). */
  saveSite: build.mutation<SiteProfileDto, SaveSiteRequest>({ query: (body) => ({ url: '/sites', method: 'PUT', body }), invalidatesTags: (result) => (result ? ['Site'] : []) }),
  getPaymentConfig: build.query<PaymentConfigDto, void>({
    query: () => '/payments/config',
  }),
  createPaymentIntent: build.mutation<CreatePaymentIntentResponse, CreatePaymentIntentRequest>({
    query: (body) => ({ url: '/create-payment-intent', method: 'POST', body }),
  }),
  /** The offline test gateway's card form (test mode only); 402 with the provider's message on a decline. */
  confirmTestCard: build.mutation<unknown, TestCardConfirmRequest>({
    query: (body) => ({ url: '/payments/test/confirm', method: 'POST', body }),
  }),
  /** A returning customer's saved cards (Payment Methods), default first. */
  getSavedCards: build.query<PaymentMethodDto[], void>({ query: () => '/payment-methods', providesTags: ['PaymentMethod'] }),
  payWithSavedCard: build.mutation<ConfirmPaymentResponse, { bookingId: string } & PayWithSavedCardRequest>({
    query: ({ bookingId, ...body }) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/pay-with-saved-card`, method: 'POST', body }),
    invalidatesTags: (result) => (result ? ['Booking'] : []),
  }),
  confirmBookingPayment: build.mutation<ConfirmPaymentResponse, string>({
    query: (bookingId) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/confirm-payment`, method: 'POST' }),
    invalidatesTags: (result) => (result ? ['Booking'] : []),
  }),
}));

export const {
  usePublicCreateBookingMutation,
  usePublicGetPaymentConfigQuery,
  usePublicGetBookingQuoteQuery,
  usePublicGetAddOnsQuery,
  usePublicGetLastBookingAddressQuery,
  usePublicCreatePaymentIntentMutation,
  usePublicConfirmTestCardMutation,
  usePublicConfirmBookingPaymentMutation,
  usePublicGetSavedCardsQuery,
  usePublicPayWithSavedCardMutation,
  usePublicLookupSiteQuery,
  usePublicSaveSiteMutation,
} = bookingApi;
