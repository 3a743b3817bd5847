import { injectRemoteEndpoints, toPage, type PageArgs } from '@dd/api-client';
import type { AdminAuditDto } from '@dd/contracts/admin-audit';
import type { AdminCancelOptionsDto, BookingAttention, ReassignChoicesDto } from '@dd/contracts/admin-bookings';
import type { AdminCustomerDto, AdminCustomerSummaryDto } from '@dd/contracts/admin-customers';
import type { AdminDadDeactivationDto, AdminDadDto, AdminDadSummaryDto, AdminDadUpdateResponse, DadCoverageDto, NewDadRequest } from '@dd/contracts/admin-dads';
import type { CreatePackageRequest } from '@dd/contracts/admin-packages';
import type { UpdateSettingsRequest } from '@dd/contracts/admin-settings';
import type { AdminPerformanceDto, AdminStatsDto, RevenuePointDto, DeadLettersDto, SystemStatusDto } from '@dd/contracts/admin-stats';
import type { AddOnDto, CreateAddOnRequest } from '@dd/contracts/add-on';
import type { BookingDetailDto, BookingSummaryDto } from '@dd/contracts/booking';
import type { DispatchBoardDto } from '@dd/contracts/dispatch';
import type { BookingListStatus, ImageUsageType } from '@dd/contracts/enums';

/** Booking Management's filters: a status, or one of the dashboard's attention lists. */
export interface AdminBookingFilters {
  status?: BookingListStatus;
  attention?: BookingAttention;
}
import type { BookingMediaDto, ImageDto, ImageLibraryKind, ImageUpdateRequest } from '@dd/contracts/image';
import type { PackageDto } from '@dd/contracts/package';
import type { BookingTipResponse, PaymentDisputeDto, RefundDto, RefundPaymentRequest, RefundResponse, TipRefundResponse } from '@dd/contracts/payment';
import type { Page } from '@dd/contracts/paging';
import type { AdminReviewDto } from '@dd/contracts/review';
import type { SignInEventDto, SignInEventKind } from '@dd/contracts/sign-in-events';
import type { PlatformSettingsDto } from '@dd/contracts/settings';

const LIST = 'LIST' as const;

/**
 * The admin area's calls (dad-and-admin §7). Writes invalidate the tags the public screens read too
 * ('Package', 'Review'), so /packages and /reviews show a change at once in the same tab.
 */
export const adminApi = injectRemoteEndpoints('admin', (build) => ({
  getAdminStats: build.query<AdminStatsDto, void>({ query: () => '/admin/stats', providesTags: ['Booking', 'Review'] }),
  getAdminRevenue: build.query<RevenuePointDto[], 30 | 90>({ query: (days) => ({ url: '/admin/stats/revenue', params: { days } }), providesTags: ['Booking'] }),
  getAdminPerformance: build.query<AdminPerformanceDto, void>({ query: () => '/admin/stats/performance', providesTags: ['Booking', 'Review'] }),
  getSystemStatus: build.query<SystemStatusDto, void>({ query: () => '/admin/status' }),
  // Read fresh on every visit: the list changes as workers fail and retries succeed.
  getDeadLetters: build.query<DeadLettersDto, void>({ query: () => '/admin/queue/failed', keepUnusedDataFor: 0 }),
  retryDeadLetter: build.mutation<void, { queue: string; job: string }>({
    query: ({ queue, job }) => ({ url: `/admin/queue/failed/${encodeURIComponent(queue)}/${encodeURIComponent(job)}/retry`, method: 'POST' }),
  }),
  // Chargebacks move at Stripe (webhooks), not through this screen: read fresh on every visit.
  getDisputes: build.query<PaymentDisputeDto[], void>({ query: () => '/admin/disputes', keepUnusedDataFor: 0 }),
  getRecentBookings: build.query<BookingSummaryDto[], void>({ query: () => '/admin/bookings/recent', providesTags: [{ type: 'Booking', id: LIST }] }),
  getAdminAudit: build.query<Page<AdminAuditDto>, PageArgs>({ query: (params) => ({ url: '/admin/audit', params }), transformResponse: toPage<AdminAuditDto>, providesTags: ['Settings', 'Package', 'Dad', 'Review'] }),

  // Never cached across visits: the log is read to see what just happened.
  getSignInEvents: build.query<Page<SignInEventDto>, PageArgs & { kind?: SignInEventKind }>({
    query: (params) => ({ url: '/admin/sign-in-events', params }),
    transformResponse: toPage<SignInEventDto>,
    keepUnusedDataFor: 0,
  }),

  getAdminPackages: build.query<PackageDto[], void>({ query: () => '/admin/packages', providesTags: ['Package'] }),
  createPackage: build.mutation<PackageDto, CreatePackageRequest>({ query: (body) => ({ url: '/admin/packages', method: 'POST', body }), invalidatesTags: ['Package'] }),
  updatePackage: build.mutation<PackageDto, { id: string } & Partial<CreatePackageRequest>>({
    query: ({ id, ...body }) => ({ url: `/admin/packages/${encodeURIComponent(id)}`, method: 'PUT', body }),
    invalidatesTags: ['Package', 'Availability'],
  }),

  getAdminAddOns: build.query<AddOnDto[], void>({ query: () => '/admin/add-ons', providesTags: ['AddOn'] }),
  createAddOn: build.mutation<AddOnDto, CreateAddOnRequest>({ query: (body) => ({ url: '/admin/add-ons', method: 'POST', body }), invalidatesTags: ['AddOn'] }),
  updateAddOn: build.mutation<AddOnDto, { id: string } & Partial<CreateAddOnRequest>>({
    query: ({ id, ...body }) => ({ url: `/admin/add-ons/${encodeURIComponent(id)}`, method: 'PUT', body }),
    invalidatesTags: ['AddOn', 'Availability'],
  }),

  getAdminBookings: build.query<Page<BookingSummaryDto>, PageArgs & AdminBookingFilters>({
    query: (params) => ({ url: '/admin/bookings', params }),
    transformResponse: toPage<BookingSummaryDto>,
    providesTags: [{ type: 'Booking', id: LIST }],
  }),
  updateAdminBooking: build.mutation<BookingSummaryDto, { id: string; status: 'confirmed' | 'cancelled'; lateCancelFee?: boolean }>({
    query: ({ id, ...body }) => ({ url: `/admin/bookings/${encodeURIComponent(id)}`, method: 'PUT', body }),
    invalidatesTags: ['Booking', 'Availability', 'Dad'],
  }),
  // Read fresh each time the dialog opens: the policy window closes as time passes.
  getCancelOptions: build.query<AdminCancelOptionsDto, string>({ query: (id) => `/admin/bookings/${encodeURIComponent(id)}/cancel-options`, keepUnusedDataFor: 0 }),
  capturePayment: build.mutation<{ message: string; booking: BookingSummaryDto }, { bookingId: string; paymentIntentId: string }>({
    query: (body) => ({ url: '/capture-payment', method: 'POST', body }),
    invalidatesTags: ['Booking'],
  }),
  markNoShow: build.mutation<BookingSummaryDto, string>({
    query: (id) => ({ url: `/admin/bookings/${encodeURIComponent(id)}/no-show`, method: 'POST' }),
    invalidatesTags: ['Booking', 'Availability', 'Dad'],
  }),
  // The job as its DAD left it: arrival, location check, duration (issue 37 item 8).
  getBookingDetail: build.query<BookingDetailDto, string>({ query: (id) => `/bookings/${encodeURIComponent(id)}`, providesTags: ['Booking'] }),
  getBookingMedia: build.query<BookingMediaDto[], string>({ query: (id) => `/bookings/${encodeURIComponent(id)}/media`, providesTags: ['Booking'] }),
  getRefunds: build.query<RefundDto[], string>({ query: (id) => `/admin/bookings/${encodeURIComponent(id)}/refunds`, providesTags: ['Booking'] }),
  refundPayment: build.mutation<RefundResponse, { id: string } & RefundPaymentRequest>({
    query: ({ id, ...body }) => ({ url: `/admin/bookings/${encodeURIComponent(id)}/refunds`, method: 'POST', body }),
    invalidatesTags: ['Booking'],
  }),
  getBookingTip: build.query<BookingTipResponse, string>({ query: (id) => `/admin/bookings/${encodeURIComponent(id)}/tip`, providesTags: ['Booking'] }),
  refundTip: build.mutation<TipRefundResponse, { id: string } & RefundPaymentRequest>({
    query: ({ id, ...body }) => ({ url: `/admin/bookings/${encodeURIComponent(id)}/tip/refunds`, method: 'POST', body }),
    invalidatesTags: ['Booking'],
  }),
  getReassignChoices: build.query<ReassignChoicesDto, string>({
    query: (id) => `/admin/bookings/${encodeURIComponent(id)}/reassign-choices`,
    providesTags: ['Booking', 'Availability', 'Dad'],
  }),
  reassignBooking: build.mutation<BookingSummaryDto, { id: string; dadId: string }>({
    query: ({ id, dadId }) => ({ url: `/admin/bookings/${encodeURIComponent(id)}/reassign`, method: 'POST', body: { dadId } }),
    invalidatesTags: ['Booking', 'Availability', 'Dad'],
  }),

  getAdminCustomers: build.query<Page<AdminCustomerDto>, PageArgs & { sort: 'recent' | 'bookings' }>({
    query: (params) => ({ url: '/admin/customers', params }),
    transformResponse: toPage<AdminCustomerDto>,
    providesTags: ['Customer'],
  }),
  getCustomerSummary: build.query<AdminCustomerSummaryDto, void>({ query: () => '/admin/customers/summary', providesTags: ['Customer'] }),

  getAdminDads: build.query<Page<AdminDadDto>, PageArgs>({ query: (params) => ({ url: '/admin/dads', params }), transformResponse: toPage<AdminDadDto>, providesTags: ['Dad'] }),
  getDadSummary: build.query<AdminDadSummaryDto, void>({ query: () => '/admin/dads/summary', providesTags: ['Dad'] }),
  createDad: build.mutation<AdminDadDto, NewDadRequest>({ query: (body) => ({ url: '/admin/dads', method: 'POST', body }), invalidatesTags: ['Dad', 'Availability'] }),
  setDadCoverage: build.mutation<AdminDadDto, { id: string; coverage: DadCoverageDto }>({
    query: ({ id, coverage }) => ({ url: `/admin/dads/${encodeURIComponent(id)}/coverage`, method: 'PUT', body: coverage }),
    invalidatesTags: ['Dad', 'Availability', 'Booking'],
  }),
  getDispatchBoard: build.query<DispatchBoardDto, { date: string }>({ query: (params) => ({ url: '/admin/dispatch', params }), providesTags: ['Booking', 'Dad'] }),
  getDadDeactivation: build.query<AdminDadDeactivationDto, string>({ query: (id) => `/admin/dads/${encodeURIComponent(id)}/deactivation`, providesTags: ['Dad', 'Booking'] }),
  setDadActive: build.mutation<AdminDadUpdateResponse, { id: string; isActive: boolean }>({
    query: ({ id, isActive }) => ({ url: `/admin/dads/${encodeURIComponent(id)}`, method: 'PATCH', body: { isActive } }),
    // Deactivating unassigns the DAD's waiting jobs: the bookings, dispatch board and dashboard alerts change.
    invalidatesTags: ['Dad', 'Availability', 'Booking'],
  }),

  getAdminReviews: build.query<Page<AdminReviewDto>, PageArgs & { status?: 'approved' | 'pending'; rating?: number }>({
    query: (params) => ({ url: '/admin/reviews', params }),
    transformResponse: toPage<AdminReviewDto>,
    providesTags: ['Review'],
  }),
  getPendingReviews: build.query<Page<AdminReviewDto>, PageArgs>({ query: (params) => ({ url: '/admin/reviews/pending', params }), transformResponse: toPage<AdminReviewDto>, providesTags: ['Review'] }),
  updateReview: build.mutation<AdminReviewDto, { id: string; rating?: number; comment?: string | null; isApproved?: boolean; editReason?: string }>({
    query: ({ id, ...body }) => ({ url: `/admin/reviews/${encodeURIComponent(id)}`, method: 'PATCH', body }),
    invalidatesTags: ['Review'],
  }),
  deleteReview: build.mutation<void, string>({ query: (id) => ({ url: `/admin/reviews/${encodeURIComponent(id)}`, method: 'DELETE' }), invalidatesTags: ['Review'] }),

  getAdminSettings: build.query<PlatformSettingsDto, void>({ query: () => '/admin/settings', providesTags: ['Settings'] }),
  updateSettings: build.mutation<PlatformSettingsDto, UpdateSettingsRequest>({ query: (body) => ({ url: '/admin/settings', method: 'PATCH', body }), invalidatesTags: ['Settings', 'Availability'] }),

  getLibraryImages: build.query<Page<ImageDto>, PageArgs & { usageType: ImageUsageType | 'all'; kind?: ImageLibraryKind | 'all' }>({
    query: (params) => ({ url: '/images', params }),
    transformResponse: toPage<ImageDto>,
    providesTags: [{ type: 'Image', id: LIST }],
  }),
  updateImage: build.mutation<ImageDto, { id: string } & ImageUpdateRequest>({
    query: ({ id, ...body }) => ({ url: `/images/${encodeURIComponent(id)}`, method: 'PATCH', body }),
    invalidatesTags: ['Image'],
  }),
  deleteImage: build.mutation<void, string>({ query: (id) => ({ url: `/images/${encodeURIComponent(id)}`, method: 'DELETE' }), invalidatesTags: ['Image'] }),
}));

export const {
  useAdminGetAdminStatsQuery,
  useAdminGetAdminPerformanceQuery,
  useAdminGetAdminRevenueQuery,
  useAdminGetSystemStatusQuery,
  useAdminGetDeadLettersQuery,
  useAdminRetryDeadLetterMutation,
  useAdminGetDisputesQuery,
  useAdminGetRecentBookingsQuery,
  useAdminGetAdminAuditQuery,
  useAdminGetSignInEventsQuery,
  useAdminGetAdminPackagesQuery,
  useAdminCreatePackageMutation,
  useAdminUpdatePackageMutation,
  useAdminGetAdminAddOnsQuery,
  useAdminCreateAddOnMutation,
  useAdminUpdateAddOnMutation,
  useAdminGetAdminBookingsQuery,
  useAdminUpdateAdminBookingMutation,
  useAdminCapturePaymentMutation,
  useAdminGetCancelOptionsQuery,
  useAdminGetReassignChoicesQuery,
  useAdminGetBookingDetailQuery,
  useAdminGetBookingMediaQuery,
  useAdminGetRefundsQuery,
  useAdminMarkNoShowMutation,
  useAdminRefundPaymentMutation,
  useAdminGetBookingTipQuery,
  useAdminRefundTipMutation,
  useAdminReassignBookingMutation,
  useAdminGetAdminCustomersQuery,
  useAdminGetCustomerSummaryQuery,
  useAdminGetAdminDadsQuery,
  useAdminGetDadSummaryQuery,
  useAdminCreateDadMutation,
  useAdminGetDadDeactivationQuery,
  useAdminSetDadActiveMutation,
  useAdminSetDadCoverageMutation,
  useAdminGetDispatchBoardQuery,
  useAdminGetAdminReviewsQuery,
  useAdminGetPendingReviewsQuery,
  useAdminUpdateReviewMutation,
  useAdminDeleteReviewMutation,
  useAdminGetAdminSettingsQuery,
  useAdminUpdateSettingsMutation,
  useAdminGetLibraryImagesQuery,
  useAdminUpdateImageMutation,
  useAdminDeleteImageMutation,
} = adminApi;
