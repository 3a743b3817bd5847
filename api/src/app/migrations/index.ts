import { InitialSchema1795255200000 } from './1795255200000-initial-schema';
import { MaintenancePlans1795915753965 } from './1795915753965-maintenance-plans';
import { ReviewEdits1795620370000 } from './1795620370000-review-edits';
import { PrivacyRequests1795700000000 } from './1795700000000-privacy-requests';
import { Waitlist1795915826415 } from './1795915826415-waitlist';
import { WaitlistVisitorsAndNewHours1796060000000 } from './1796060000000-waitlist-visitors-and-new-hours';
import { PlanPaymentRetries1796080000000 } from './1796080000000-plan-payment-retries';
import { PlanMembershipCancelledAt1796080200000 } from './1796080200000-plan-membership-cancelled-at';
import { PlanVisitRecovered1796080300000 } from './1796080300000-plan-visit-recovered';
import { PaymentArrangedLater1796080400000 } from './1796080400000-payment-arranged-later';
import { Weather1795917309409 } from './1795917309409-weather';
import { WeatherChoices1795930500000 } from './1795930500000-weather-choices';
import { SiteProfiles1796050000000 } from './1796050000000-site-profiles';
import { WeatherTextOffers1796050100000 } from './1796050100000-weather-text-offers';
import { WaitlistPriorities1796050200000 } from './1796050200000-waitlist-priorities';
import { WeatherLimitsInSettings1795931000000 } from './1795931000000-weather-limits-in-settings';
import { PlanMemberPrices1796030000000 } from './1796030000000-plan-member-prices';
import { TrackingLinks1796040000000 } from './1796040000000-tracking-links';
import { TwoWayTexts1795915756524 } from './1795915756524-two-way-texts';
import { ApiKeys1795920000000 } from './1795920000000-api-keys';
import { UserLanguage1795920100000 } from './1795920100000-user-language';
import { Webhooks1795930000000 } from './1795930000000-webhooks';
import { BookingVehicleTypeAndPhotoConsent1795257600000 } from './1795257600000-booking-vehicle-type-and-photo-consent';
import { Payments1795260000000 } from './1795260000000-payments';
import { Scheduling1795262400000 } from './1795262400000-scheduling';
import { UnpaidHolds1795300000000 } from './1795300000000-unpaid-holds';
import { Messages1795310000000 } from './1795310000000-messages';
import { CacheVersionsAndSessionUsers1795313000000 } from './1795313000000-cache-versions-and-session-users';
import { AdminArea1795320000000 } from './1795320000000-admin-area';
import { CustomerPortal1795330000000 } from './1795330000000-customer-portal';
import { BookingMediaIdempotencyKey1795340000000 } from './1795340000000-booking-media-idempotency-key';
import { AdminScale1795350000000 } from './1795350000000-admin-scale';
import { EmailChangeAndUnsubscribe1795370000000 } from './1795370000000-email-change-and-unsubscribe';
import { SignInDeviceLinks1795420000000 } from './1795420000000-sign-in-device-links';
import { SecondFactor1795421000000 } from './1795421000000-second-factor';
import { AccountLinkDue1795430000000 } from './1795430000000-account-link-due';
import { SignInEvents1795440000000 } from './1795440000000-sign-in-events';
import { SecondFactorForDads1795441000000 } from './1795441000000-second-factor-for-dads';
import { Passkeys1795442000000 } from './1795442000000-passkeys';
import { RemoteReleaseStats1795470000000 } from './1795470000000-remote-release-stats';
import { BookingDuration1795480000000 } from './1795480000000-booking-duration';
import { AddOnsAndBookingVehicles1795510000000 } from './1795510000000-add-ons-and-booking-vehicles';
import { BookingMediaVehiclePosition1795511000000 } from './1795511000000-booking-media-vehicle-position';
import { Refunds1795520000000 } from './1795520000000-refunds';
import { Fees1795521000000 } from './1795521000000-fees';
import { Tips1795522000000 } from './1795522000000-tips';
import { ImageProcessingState1795530000000 } from './1795530000000-image-processing-state';
import { DispatchRoutes1795540000000 } from './1795540000000-dispatch-routes';
import { PaymentDisputes1795550000000 } from './1795550000000-payment-disputes';
import { TipRefunds1795560000000 } from './1795560000000-tip-refunds';
import { BookingsDadScheduledDateIndex1795610000000 } from './1795610000000-bookings-dad-scheduled-date-index';
import { SealedTotpSecrets1795620000000 } from './1795620000000-sealed-totp-secrets';

/** In order. Listed explicitly (no glob) because the API is bundled. */
export const MIGRATIONS = [
  InitialSchema1795255200000,
  BookingVehicleTypeAndPhotoConsent1795257600000,
  Payments1795260000000,
  Scheduling1795262400000,
  UnpaidHolds1795300000000,
  Messages1795310000000,
  CacheVersionsAndSessionUsers1795313000000,
  AdminArea1795320000000,
  CustomerPortal1795330000000,
  BookingMediaIdempotencyKey1795340000000,
  AdminScale1795350000000,
  EmailChangeAndUnsubscribe1795370000000,
  SignInDeviceLinks1795420000000,
  SecondFactor1795421000000,
  AccountLinkDue1795430000000,
  SignInEvents1795440000000,
  SecondFactorForDads1795441000000,
  Passkeys1795442000000,
  RemoteReleaseStats1795470000000,
  BookingDuration1795480000000,
  AddOnsAndBookingVehicles1795510000000,
  BookingMediaVehiclePosition1795511000000,
  Refunds1795520000000,
  Fees1795521000000,
  Tips1795522000000,
  ImageProcessingState1795530000000,
  DispatchRoutes1795540000000,
  PaymentDisputes1795550000000,
  TipRefunds1795560000000,
  BookingsDadScheduledDateIndex1795610000000,
  SealedTotpSecrets1795620000000,
  ReviewEdits1795620370000,
  PrivacyRequests1795700000000,
  Waitlist1795915826415,
  Weather1795917309409,
  MaintenancePlans1795915753965,
  TwoWayTexts1795915756524,
  ApiKeys1795920000000,
  UserLanguage1795920100000,
  Webhooks1795930000000,
  WeatherChoices1795930500000,
  WeatherLimitsInSettings1795931000000,
  PlanMemberPrices1796030000000,
  TrackingLinks1796040000000,
  SiteProfiles1796050000000,
  WeatherTextOffers1796050100000,
  WaitlistPriorities1796050200000,
  WaitlistVisitorsAndNewHours1796060000000,
  PlanPaymentRetries1796080000000,
  PlanMembershipCancelledAt1796080200000,
  PlanVisitRecovered1796080300000,
  PaymentArrangedLater1796080400000,
];
