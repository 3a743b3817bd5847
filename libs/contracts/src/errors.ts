/**
 * Stable, machine-readable error codes. Every API error body carries one; the UI branches on it,
 * never on message text. Add a code here when a screen needs to tell a failure apart.
 */
export const ERROR_CODES = [
  // Generic, one per HTTP status the API uses (the default when nothing more specific applies).
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // Specific.
  'EMAIL_TAKEN',
  'ACCOUNT_DEACTIVATED',
  'SLOT_TAKEN',
  'BOOKING_CHANGED',
  'INVALID_TRANSITION',
  'ALREADY_EXISTS',
  'IN_USE',
  'STAFF_CANNOT_BOOK',
  'OUTSIDE_SERVICE_AREA',
  'PACKAGE_INACTIVE',
  'ADD_ON_UNAVAILABLE',
  'PAYMENT_FAILED',
  'REFUND_TOO_LARGE',
  'POLICY_WINDOW',
  'TOO_MANY_UNPAID_BOOKINGS',
  'UPLOAD_QUOTA_REACHED',
  'HTTPS_REQUIRED',
  'CROSS_SITE_REQUEST',
  'SIGN_IN_LINK_REQUIRED',
  'DEVICE_LINK_INVALID',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_INVALID',
  'SECOND_FACTOR_EXPIRED',
  'STEP_UP_REQUIRED',
  'STEP_UP_INVALID',
  'PASSKEY_INVALID',
  'PASSKEY_EXPIRED',
  'NOT_JOB_DAY',
  'BEFORE_PHOTOS_REQUIRED',
  'NOT_ENOUGH_POINTS',
  'REWARD_UNAVAILABLE',
  'CARD_IN_USE',
  'ALREADY_REVIEWED',
  'NOT_COMPLETED',
  'RESET_LINK_INVALID',
  'PASSWORD_TOO_COMMON',
  'EMAIL_LINK_INVALID',
  'DATABASE_BUSY',
  'REQUEST_TIMEOUT',
  // payments (api/src/payments/payments.errors.ts)
  'ALREADY_PAID',
  'NOT_PAYABLE',
  'NOTHING_TO_PAY',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_NOT_STARTED',
  'PAYMENT_CANCELED',
  'PAYMENT_NOT_CONFIRMED',
  'PAYMENT_MISMATCH',
  'PAYMENT_CHANGED',
  'CARD_HOLD_ENDED',
  'CAPTURE_FAILED',
  'ALREADY_CAPTURED',
  'FEE_NOT_CHARGED',
  'PAYMENT_PROVIDER_FAILED',
  'WEBHOOK_INVALID',
  'WEBHOOK_URL_REFUSED',
  // media (api/src/media/media.errors.ts)
  'IMAGE_REJECTED',
  'STORAGE_FULL',
  // plans (api/src/plans/plans.errors.ts)
  'PLAN_UNAVAILABLE',
  'ALREADY_ON_PLAN',
  'PLAN_NOT_ACTIVE',
  'PAUSE_ALLOWANCE_USED',
  'CARD_LINK_INVALID',
  'CARD_LINK_EXPIRED',
  'PLAN_NOTHING_OWED',
  // messaging (api/src/messaging/messaging.errors.ts)
  'TEXTS_OFF',
  'TEXTS_OPTED_OUT',
  'RESCHEDULE_LIMIT',
  // job sessions
  'JOB_IN_PROGRESS',
  'EARLY_ARRIVAL',
  // privacy (api/src/privacy/privacy.errors.ts)
  'DELETION_ALREADY_REQUESTED',
  'REQUEST_ANSWERED',
  // waitlist (api/src/waitlist/waitlist.errors.ts)
  'OFFER_TAKEN',
  'OFFER_EXPIRED',
  'AWAY_FROM_JOB',
  // weather (api/src/weather/weather.errors.ts)
  'NO_WEATHER_RISK',
  'WEATHER_MOVE_MADE',
  // tracking (api/src/tracking/tracking.errors.ts)
  'TRACKING_LINK_INVALID',
  'TRACKING_LINK_EXPIRED',
  'TRACKING_LINK_REPLACED',
  'NOT_ON_THE_WAY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an error gets when the thrower named none. */
export const DEFAULT_ERROR_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export const defaultErrorCode = (status: number): ErrorCode =>
  DEFAULT_ERROR_CODES[status] ?? (status >= 500 ? 'INTERNAL' : status === 400 ? 'VALIDATION_FAILED' : 'CONFLICT');

/** The error body every API failure carries: its schema is in api-error.ts (zod stays out of the first load). */
export type { ApiErrorBody } from './api-error';
