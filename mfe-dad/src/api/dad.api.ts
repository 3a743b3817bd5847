import type { TipRequest } from '@dd/contracts/payment';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { injectRemoteEndpoints, toPage, type ApiError, type PageArgs } from '@dd/api-client';
import type {
  SpecificDateAvailabilityDto,
  SpecificDateAvailabilityRequest,
  WeeklyAvailabilityDto,
  WeeklyAvailabilityRequest,
} from '@dd/contracts/availability';
import type { BookingDetailDto, BookingEventDto, BookingSummaryDto, JobSessionDto } from '@dd/contracts/booking';
import type { DadPositionRequest, TrackingEstimateDto } from '@dd/contracts/tracking';
import type { DadCustomerSummaryDto, DadSummaryDto, OnMyWayDto, OnMyWayRequest, StartSessionRequest } from '@dd/contracts/dad';
import type { ConversationThreadDto, TextReplyRequest } from '@dd/contracts/message';
import type { DadRouteDto } from '@dd/contracts/dispatch';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import type { SiteOfDto } from '@dd/contracts/site';
import type { MediaType } from '@dd/contracts/enums';
import type { BookingMediaDto } from '@dd/contracts/image';
import type { Page } from '@dd/contracts/paging';
import type { PublicSettingsDto } from '@dd/contracts/settings';
import { onTheWayOf } from '../jobs/on-the-way';

const bookingTag = (id: string) => ({ type: 'Booking' as const, id });
const LIST = { type: 'Booking' as const, id: 'DAD_LIST' };

/** Everything that shows a job's state: the lists, the job sheet and the dashboard's figures. */
const jobChanged = (id: string) => [bookingTag(id), LIST, { type: 'Dad' as const, id: 'SUMMARY' }];

/**
 * The DAD portal's calls (dad-and-admin §7), scoped to the dad remote (`useDadGetDadSummaryQuery`).
 */
export const dadApi = injectRemoteEndpoints('dad', (build) => ({
  getDadBookings: build.query<BookingDetailDto[], { date?: string } | void>({
    query: (arg) => ({ url: '/dad/bookings', params: arg?.date ? { date: arg.date } : undefined }),
    providesTags: (result) => [LIST, ...(result ?? []).map((b) => bookingTag(b.id))],
  }),
  getDadBooking: build.query<BookingDetailDto, string>({
    query: (id) => `/dad/bookings/${encodeURIComponent(id)}`,
    providesTags: (_result, _error, id) => [bookingTag(id)],
  }),
  /** The day as a route (issue 27): stops in order with drives and expected arrivals; refetched with the job lists. */
  getDadRoute: build.query<DadRouteDto, { date: string }>({
    query: ({ date }) => ({ url: '/dad/route', params: { date } }),
    providesTags: [LIST],
  }),
  /** The DAD's jobs the day-before forecast put at risk (issue 44): one list, the cards and the sheet pick theirs from it. */
  getDadWeather: build.query<WeatherRiskDto[], void>({
    query: () => '/dad/weather',
    providesTags: [LIST],
  }),
  /** The job's site profile (issue 44): water, power, cover, codes, rules, as the customer gave them; null when they gave none. */
  getJobSite: build.query<SiteOfDto, string>({
    query: (id) => `/dad/bookings/${encodeURIComponent(id)}/site`,
    providesTags: (_result, _error, id) => [bookingTag(id)],
  }),
  getDadSummary: build.query<DadSummaryDto, void>({
    query: () => '/dad/summary',
    providesTags: [{ type: 'Dad', id: 'SUMMARY' }],
  }),
  /** The spec's session state: a 404 means not started (null); other failures stay errors so the screen can say so. */
  getJobSession: build.query<JobSessionDto | null, string>({
    queryFn: async (id, _api, _extra, baseQuery) => {
      const result = await baseQuery(`/dad/bookings/${encodeURIComponent(id)}/session`);
      if (result.error) return (result.error as ApiError).status === 404 ? { data: null } : { error: result.error as ApiError };
      return { data: result.data as JobSessionDto };
    },
    providesTags: (_result, _error, id) => [bookingTag(id)],
  }),
  /** Whether the DAD is on the way to the job, from its log: tapped, or started by I'm Finished of the job before (issue 43). */
  getOnTheWay: build.query<OnMyWayDto | null, string>({
    query: (id) => `/bookings/${encodeURIComponent(id)}/events`,
    transformResponse: (events: BookingEventDto[], _meta, id) => onTheWayOf(id, events),
    providesTags: (_result, _error, id) => [bookingTag(id)],
  }),
  /** On my way (issue 43): the customer is told once, with the expected arrival. */
  onMyWay: build.mutation<OnMyWayDto, { id: string } & OnMyWayRequest>({
    query: ({ id, ...body }) => ({ url: `/dad/bookings/${encodeURIComponent(id)}/on-my-way`, method: 'POST', body }),
  }),
  /** The phone's position between On my way and I'm Here: the customer's tracking estimate (issue 43). */
  sharePosition: build.mutation<TrackingEstimateDto, { id: string } & DadPositionRequest>({
    query: ({ id, ...body }) => ({ url: `/dad/bookings/${encodeURIComponent(id)}/position`, method: 'POST', body }),
  }),
  /** The booking's customer's texts with us, and the DAD's answer (issue 43). */
  getCustomerTexts: build.query<ConversationThreadDto, string>({
    query: (id) => `/dad/bookings/${encodeURIComponent(id)}/texts`,
  }),
  replyToCustomer: build.mutation<ConversationThreadDto, { id: string } & TextReplyRequest>({
    query: ({ id, body }) => ({ url: `/dad/bookings/${encodeURIComponent(id)}/texts`, method: 'POST', body: { body } }),
  }),
  startJob: build.mutation<JobSessionDto, { id: string } & StartSessionRequest>({
    query: ({ id, ...position }) => ({ url: `/dad/bookings/${encodeURIComponent(id)}/start`, method: 'POST', body: position }),
    invalidatesTags: (_result, _error, { id }) => jobChanged(id),
  }),
  completeJob: build.mutation<JobSessionDto, string>({
    query: (id) => ({ url: `/dad/bookings/${encodeURIComponent(id)}/complete`, method: 'POST' }),
    invalidatesTags: (_result, _error, id) => jobChanged(id),
  }),
  /** Customer not here (after I'm Here, with a before photo): the booking closes as a no-show. */
  markNoShow: build.mutation<BookingSummaryDto, { id: string; latitude: number | null; longitude: number | null }>({
    query: ({ id, ...body }) => ({ url: `/dad/bookings/${encodeURIComponent(id)}/no-show`, method: 'POST', body }),
    invalidatesTags: (_result, _error, { id }) => jobChanged(id),
  }),
  /** The customer tips on the DAD's phone at the end of the job. */
  addTip: build.mutation<void, { id: string } & TipRequest>({
    query: ({ id, ...body }) => ({ url: `/dad/bookings/${encodeURIComponent(id)}/tip`, method: 'POST', body }),
    invalidatesTags: (_result, _error, { id }) => jobChanged(id),
  }),
  getJobMedia: build.query<BookingMediaDto[], { id: string; type: MediaType }>({
    query: ({ id, type }) => ({ url: `/bookings/${encodeURIComponent(id)}/media`, params: { type } }),
    providesTags: (_result, _error, { id }) => [{ type: 'BookingMedia', id }],
  }),
  getWeeklyAvailability: build.query<WeeklyAvailabilityDto[], void>({
    query: () => '/dad/availability/weekly',
    providesTags: [{ type: 'Availability', id: 'WEEKLY' }],
  }),
  saveWeeklyAvailability: build.mutation<WeeklyAvailabilityDto[], WeeklyAvailabilityRequest>({
    query: (body) => ({ url: '/dad/availability/weekly', method: 'PUT', body }),
    invalidatesTags: [{ type: 'Availability', id: 'WEEKLY' }],
  }),
  getSpecificDates: build.query<SpecificDateAvailabilityDto[], void>({
    query: () => '/dad/availability/specific-dates',
    providesTags: [{ type: 'Availability', id: 'DATES' }],
  }),
  addSpecificDate: build.mutation<SpecificDateAvailabilityDto, SpecificDateAvailabilityRequest>({
    query: (body) => ({ url: '/dad/availability/specific-dates', method: 'POST', body }),
    invalidatesTags: [{ type: 'Availability', id: 'DATES' }],
  }),
  removeSpecificDate: build.mutation<void, string>({
    query: (id) => ({ url: `/dad/availability/specific-dates/${encodeURIComponent(id)}`, method: 'DELETE' }),
    invalidatesTags: [{ type: 'Availability', id: 'DATES' }],
  }),
  /** The business's public settings: the minimum advance customers book with (the Availability page says it). */
  getBookingRules: build.query<PublicSettingsDto, void>({ query: () => '/settings/public', providesTags: ['Settings'] }),
  /** One page of My Customers (X-Total-Count, Link). */
  getDadCustomers: build.query<Page<DadCustomerSummaryDto>, PageArgs>({
    query: (params) => ({ url: '/dad/customers', params }),
    transformResponse: (items: DadCustomerSummaryDto[], meta) => toPage(items, meta as FetchBaseQueryMeta | undefined),
    providesTags: [{ type: 'Customer', id: 'DAD_LIST' }],
  }),
}));

export const {
  useDadGetDadWeatherQuery,
  useDadGetJobSiteQuery,
  useDadGetDadBookingsQuery,
  useDadGetDadBookingQuery,
  useDadGetDadSummaryQuery,
  useDadGetDadRouteQuery,
  useDadGetJobSessionQuery,
  useDadGetOnTheWayQuery,
  useDadOnMyWayMutation,
  useDadSharePositionMutation,
  useDadGetCustomerTextsQuery,
  useDadReplyToCustomerMutation,
  useDadStartJobMutation,
  useDadCompleteJobMutation,
  useDadMarkNoShowMutation,
  useDadAddTipMutation,
  useDadGetJobMediaQuery,
  useDadGetWeeklyAvailabilityQuery,
  useDadGetBookingRulesQuery,
  useDadSaveWeeklyAvailabilityMutation,
  useDadGetSpecificDatesQuery,
  useDadAddSpecificDateMutation,
  useDadRemoveSpecificDateMutation,
  useDadGetDadCustomersQuery,
} = dadApi;
