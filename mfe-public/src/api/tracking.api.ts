import { injectRemoteEndpoints } from '@dd/api-client';
import type { TrackingDto, TrackingEstimateDto } from '@dd/contracts/tracking';

/** The customer's tracking link (issue 43): the page once, then its estimate as the DAD drives. No sign-in: the token is the key. */
export const trackingApi = injectRemoteEndpoints('public', (build) => ({
  getTracking: build.query<TrackingDto, string>({ query: (token) => `/track/${encodeURIComponent(token)}` }),
  getTrackingEstimate: build.query<TrackingEstimateDto, string>({ query: (token) => `/track/${encodeURIComponent(token)}/estimate` }),
}));

export const { usePublicGetTrackingQuery, usePublicGetTrackingEstimateQuery } = trackingApi;
