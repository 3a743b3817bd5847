import { AdminAuditEntity } from '../admin/audit/admin-audit.entity';
import { RateLimitEntity } from '../auth/rate-limit.entity';
import { SessionEntity } from '../auth/session.entity';
import { SignInEventEntity } from '../auth/sign-in-events/sign-in-event.entity';
import { BookingInsertSubscriber } from '../bookings/booking-insert.subscriber';
import { BookingEventEntity } from '../bookings/booking-event.entity';
import { BookingEntity } from '../bookings/booking.entity';
import { CacheVersionEntity } from '../cache/cache-version.entity';
import { CarEntity } from '../cars/car.entity';
import { JobSessionEntity } from '../dad/job-session.entity';
import { GalleryPhotoEntity } from '../gallery/gallery-photo.entity';
import { BookingMediaEntity } from '../images/booking-media.entity';
import { ImageVariantEntity } from '../images/image-variant.entity';
import { ImageEntity } from '../images/image.entity';
import { JobLeaseEntity } from '../jobs/job-lease.entity';
import { MessageEntity } from '../messages/message.entity';
import { PackageEntity } from '../packages/package.entity';
import { PasswordTokenEntity } from '../password/password-token.entity';
import { PaymentEventEntity } from '../payments/payment-event.entity';
import { PaymentMethodEntity } from '../payments/payment-method.entity';
import { PaymentRefundEntity } from '../payments/refunds/payment-refund.entity';
import { BookingTipEntity } from '../payments/tips/booking-tip.entity';
import { PaymentDisputeEntity } from '../payments/disputes/payment-dispute.entity';
import { TestPaymentIntentEntity } from '../payments/test-gateway/test-payment-intent.entity';
import { ReviewEntity } from '../reviews/review.entity';
import { PointsEntryEntity } from '../rewards/points-entry.entity';
import { RewardClaimEntity } from '../rewards/reward-claim.entity';
import { RewardEntity } from '../rewards/reward.entity';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { DadRouteDayEntity } from '../scheduling/dad-route-day.entity';
import { SpecificDateAvailabilityEntity } from '../scheduling/specific-date-availability.entity';
import { WeeklyAvailabilityEntity } from '../scheduling/weekly-availability.entity';
import { RecoveryCodeEntity } from '../second-factor/recovery-code.entity';
import { PasskeyEntity } from '../second-factor/passkeys/passkey.entity';
import { PlatformSettingsEntity } from '../settings/platform-settings.entity';
import { UserEntity } from '../users/user.entity';
import { ReleaseStatEntity } from '../releases/release-stat.entity';
import { AddOnEntity, AddOnPackageEntity } from '../add-ons/add-on.entity';
import { BookingVehicleEntity } from '../bookings/booking-vehicle.entity';

/** Listed explicitly (no glob) because the API is bundled. */
export const ENTITIES = [
  UserEntity,
  RecoveryCodeEntity,
  PasskeyEntity,
  SignInEventEntity,
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
  PasswordTokenEntity,
  CacheVersionEntity,
  AdminAuditEntity,
  ReleaseStatEntity,
];

/** Entity subscribers that keep stored values exact on every insert. */
export const SUBSCRIBERS = [BookingInsertSubscriber];
