import { TRACKING_MESSAGES } from '@dd/contracts/tracking';
import { ApiException } from '../common/api-exception';

/** The errors the tracking feature answers (codes in libs/contracts/src/errors.ts). */
export const TrackingErrors = {
  /** Not signed by this server, or naming no link: nothing about any booking is told. */
  invalid: () => new ApiException(404, 'TRACKING_LINK_INVALID', TRACKING_MESSAGES.invalid),
  replaced: () => new ApiException(410, 'TRACKING_LINK_REPLACED', TRACKING_MESSAGES.replaced),
  expired: () => new ApiException(410, 'TRACKING_LINK_EXPIRED', TRACKING_MESSAGES.expired),
  notOnTheWay: () => new ApiException(409, 'NOT_ON_THE_WAY', TRACKING_MESSAGES.notOnTheWay),
};
