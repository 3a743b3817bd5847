import { AdminAuditEntity } from '../audit/admin-audit.entity';
import { RateLimitEntity } from '../identity/auth/rate-limit.entity';
import { SessionEntity } from '../identity/auth/session.entity';
import { SignInEventEntity } from '../identity/auth/sign-in-events/sign-in-event.entity';
import { ApiKeyEntity } from '../identity/auth/api-keys/api-key.entity';
import { WebhookDeliveryEntity } from '../integrations/webhooks/webhook-delivery.entity';
import { WebhookEndpointEntity } from '../integrations/webhooks/webhook-endpoint.entity';
import { BookingInsertSubscriber } from '../bookings/booking-insert.subscriber';
import { BookingEventEntity } from '../bookings/booking-event.entity';
import { BookingEntity } from '../bookings/booking.entity';
import { CacheVersionEntity } from '../platform/cache/cache-version.entity';
import { CarEntity } from '../customers/cars/car.entity';
import { JobSessionEntity } from '../job-sessions/job-session.entity';
import { GalleryPhotoEntity } from '../media/gallery/gallery-photo.entity';
import { BookingMediaEntity } from '../media/images/booking-media.entity';
import { ImageVariantEntity } from '../media/images/image-variant.entity';
import { ImageEntity } from '../media/images/image.entity';
import { JobLeaseEntity } from '../platform/jobs/job-lease.entity';
import { MessageEntity } from '../messaging/message.entity';
import { InboundTextEntity } from '../messaging/texts/inbound-text.entity';
import { SmsOptOutEntity } from '../messaging/texts/sms-opt-out.entity';
import { PackageEntity } from '../catalog/packages/package.entity';
import { PasswordTokenEntity } from '../identity/password/password-token.entity';
import { PaymentEventEntity } from '../payments/payment-event.entity';
import { PaymentMethodEntity } from '../payments/payment-method.entity';
import { PaymentRefundEntity } from '../payments/refunds/payment-refund.entity';
import { BookingTipEntity } from '../payments/tips/booking-tip.entity';
import { PaymentDisputeEntity } from '../payments/disputes/payment-dispute.entity';
import { TestPaymentIntentEntity } from '../payments/test-gateway/test-payment-intent.entity';
import { ReviewEntity } from '../reviews/review.entity';
import { PointsEntryEntity } from '../loyalty/points-entry.entity';
import { RewardClaimEntity } from '../loyalty/reward-claim.entity';
import { RewardEntity } from '../loyalty/reward.entity';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { DadRouteDayEntity } from '../scheduling/dad-route-day.entity';
import { SpecificDateAvailabilityEntity } from '../scheduling/specific-date-availability.entity';
import { WeeklyAvailabilityEntity } from '../scheduling/weekly-availability.entity';
import { RecoveryCodeEntity } from '../identity/second-factor/recovery-code.entity';
import { PasskeyEntity } from '../identity/second-factor/passkeys/passkey.entity';
import { PlatformSettingsEntity } from '../settings/platform-settings.entity';
import { UserEntity } from '../identity/users/user.entity';
import { PrivacyRequestEntity } from '../privacy/privacy-request.entity';
import { ReleaseStatEntity } from '../operations/releases/release-stat.entity';
import { AddOnEntity, AddOnPackageEntity } from '../catalog/add-ons/add-on.entity';
import { BookingVehicleEntity } from '../bookings/booking-vehicle.entity';
import { SiteProfileEntity } from '../sites/sites.entities';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistOpeningEntity, WaitlistPriorityEntity } from '../waitlist/waitlist.entities';
import { WeatherFlagEntity, WeatherForecastEntity } from '../weather/weather.entities';
import { LateWarningEntity, TrackingLinkEntity } from '../tracking/tracking.entities';
import { MaintenancePlanEntity } from '../plans/maintenance-plan.entity';
import { PlanMembershipEntity } from '../plans/plan-membership.entity';
import { PlanVisitEntity } from '../plans/plan-visit.entity';

/** Listed explicitly (no glob) because the API is bundled. */
export const ENTITIES = [
  UserEntity,
  RecoveryCodeEntity,
  PasskeyEntity,
  SignInEventEntity,
  ApiKeyEntity,
  WebhookEndpointEntity,
  WebhookDeliveryEntity,
  CarEntity,
  PackageEntity,
  AddOnEntity,
  AddOnPackageEntity,
  BookingEntity,
  BookingVehicleEntity,
  ReviewEntity,
  GalleryPhotoEntity,
  ImageEntity,
  ImageVariantEntity,
  BookingMediaEntity,
  PaymentMethodEntity,
  WeeklyAvailabilityEntity,
  SpecificDateAvailabilityEntity,
  JobSessionEntity,
  PlatformSettingsEntity,
  RewardEntity,
  SessionEntity,
  RateLimitEntity,
  PaymentEventEntity,
  TestPaymentIntentEntity,
  PaymentRefundEntity,
  BookingTipEntity,
  PaymentDisputeEntity,
  JobLeaseEntity,
  DadTimeClaimEntity,
  DadRouteDayEntity,
  BookingEventEntity,
  PointsEntryEntity,
  RewardClaimEntity,
  MessageEntity,
  InboundTextEntity,
  SmsOptOutEntity,
  PasswordTokenEntity,
  CacheVersionEntity,
  AdminAuditEntity,
  PrivacyRequestEntity,
  ReleaseStatEntity,
  SiteProfileEntity,
  WaitlistEntryEntity,
  WaitlistOpeningEntity,
  WaitlistOfferEntity,
  WaitlistPriorityEntity,
  WeatherForecastEntity,
  WeatherFlagEntity,
  MaintenancePlanEntity,
  PlanMembershipEntity,
  PlanVisitEntity,
  TrackingLinkEntity,
  LateWarningEntity,
];

/** Entity subscribers that keep stored values exact on every insert. */
export const SUBSCRIBERS = [BookingInsertSubscriber];
