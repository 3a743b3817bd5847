import type { TipRequest } from '@dd/contracts/payment';
import { injectRemoteEndpoints } from '@dd/api-client';
import type { BookingDetailDto } from '@dd/contracts/booking';
import type { AddPaymentMethodRequest, PaymentConfigDto, PaymentMethodDto, SetupIntentResponse, TestCardConfirmRequest, TestCardSetupResponse } from '@dd/contracts/payment';
import type { ReviewDto, ReviewRequest } from '@dd/contracts/review';
import type { RewardClaimResponse, RewardsOverviewDto } from '@dd/contracts/rewards';
import type { PreferencesRequest, UserDto } from '@dd/contracts/user';

/**
 * The customer portal's own calls (customer-side §7, and ours for rewards, receipts and reviews);
 * cars are in @dd/api-client, shared with the booking wizard.
 */
export const portalApi = injectRemoteEndpoints('customer', (build) => ({
  getRewards: build.query<RewardsOverviewDto, void>({ query: () => '/rewards', providesTags: ['Rewards'] }),
  claimReward: build.mutation<RewardClaimResponse, string>({
    query: (id) => ({ url: `/rewards/${encodeURIComponent(id)}/claim`, method: 'POST' }),
    invalidatesTags: ['Rewards', 'User'],
  }),

  getPortalPaymentConfig: build.query<PaymentConfigDto, void>({ query: () => '/payments/config' }),
  getPaymentMethods: build.query<PaymentMethodDto[], void>({ query: () => '/payment-methods', providesTags: ['PaymentMethod'] }),
  /** Adding a card: a SetupIntent, the card confirmed on it (Stripe.js, or the test gateway's form), then the save. */
  createCardSetupIntent: build.mutation<SetupIntentResponse, void>({ query: () => ({ url: '/payment-methods/setup-intent', method: 'POST' }) }),
  confirmTestCardSetup: build.mutation<TestCardSetupResponse, TestCardConfirmRequest>({
    query: (body) => ({ url: '/payments/test/confirm-setup', method: 'POST', body }),
  }),
  addPaymentMethod: build.mutation<PaymentMethodDto, AddPaymentMethodRequest>({
    query: (body) => ({ url: '/payment-methods', method: 'POST', body }),
    invalidatesTags: ['PaymentMethod'],
  }),
  setDefaultPaymentMethod: build.mutation<PaymentMethodDto[], string>({
    query: (id) => ({ url: `/payment-methods/${encodeURIComponent(id)}/set-default`, method: 'POST' }),
    invalidatesTags: ['PaymentMethod'],
  }),
  deletePaymentMethod: build.mutation<void, string>({
    query: (id) => ({ url: `/payment-methods/${encodeURIComponent(id)}`, method: 'DELETE' }),
    invalidatesTags: ['PaymentMethod'],
  }),

  updatePreferences: build.mutation<UserDto, PreferencesRequest>({
    query: (body) => ({ url: '/user/preferences', method: 'PATCH', body }),
    invalidatesTags: ['User'],
  }),

  getBookingReceipt: build.query<BookingDetailDto, string>({
    query: (id) => `/bookings/${encodeURIComponent(id)}/receipt`,
    providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
  }),
  addTip: build.mutation<void, { id: string } & TipRequest>({
    query: ({ id, ...body }) => ({ url: `/bookings/${encodeURIComponent(id)}/tip`, method: 'POST', body }),
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }],
  }),
  getMyReviews: build.query<ReviewDto[], void>({ query: () => '/reviews/mine', providesTags: ['Review'] }),
  addReview: build.mutation<ReviewDto, ReviewRequest & { bookingId: string }>({
    query: ({ bookingId, ...body }) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/review`, method: 'POST', body }),
    invalidatesTags: ['Review'],
  }),
}));

export const {
  useCustomerGetRewardsQuery,
  useCustomerClaimRewardMutation,
  useCustomerGetPortalPaymentConfigQuery,
  useCustomerGetPaymentMethodsQuery,
  useCustomerCreateCardSetupIntentMutation,
  useCustomerConfirmTestCardSetupMutation,
  useCustomerAddPaymentMethodMutation,
  useCustomerSetDefaultPaymentMethodMutation,
  useCustomerDeletePaymentMethodMutation,
  useCustomerUpdatePreferencesMutation,
  useCustomerGetBookingReceiptQuery,
  useCustomerAddTipMutation,
  useCustomerGetMyReviewsQuery,
  useCustomerAddReviewMutation,
} = portalApi;
