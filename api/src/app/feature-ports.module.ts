import { Global, Module } from '@nestjs/common';
import { AUDIT_ACTORS } from '../audit/admin-audit';
import { BookingReads } from '../bookings/booking-reads';
import { BookingsModule } from '../bookings/bookings.module';
import { JOB_RECORDS } from '../bookings/job-records';
import { CUSTOMER_BOOKINGS } from '../customers/customer-bookings';
import { UserAuditActors } from '../identity/users/audit-actors';
import { PROFILE_PHOTOS } from '../identity/users/profile-photos';
import { UsersModule } from '../identity/users/users.module';
import { JobSessionRecords } from '../job-sessions/job-records';
import { DadModule } from '../job-sessions/dad.module';
import { GALLERY_BOOKINGS } from '../media/gallery/gallery-bookings';
import { BOOKING_PARTIES } from '../media/images/booking-parties';
import { ImagesModule } from '../media/images/images.module';
import { ImageProfilePhotos } from '../media/images/profile-photos';
import { WEATHER_OFFERS } from '../messaging/texts/weather-offers';
import { EN_ROUTE_ARRIVALS } from '../scheduling/en-route';
import { TrackingModule } from '../tracking/tracking.module';
import { TrackingService } from '../tracking/tracking.service';
import { WeatherChoices } from '../weather/weather-choices';
import { WeatherModule } from '../weather/weather.module';

/**
 * Binds the ports lower features declare for what only a higher one knows (decision record 0302):
 * each token to the class the answering feature exports. Global, so the asking module injects the
 * token without importing a module above it (like BookingPortsModule for bookings' own ports).
 */
@Global()
@Module({
  imports: [UsersModule, ImagesModule, BookingsModule, DadModule, TrackingModule, WeatherModule],
  providers: [
    { provide: AUDIT_ACTORS, useExisting: UserAuditActors },
    { provide: PROFILE_PHOTOS, useExisting: ImageProfilePhotos },
    { provide: BOOKING_PARTIES, useExisting: BookingReads },
    { provide: GALLERY_BOOKINGS, useExisting: BookingReads },
    { provide: CUSTOMER_BOOKINGS, useExisting: BookingReads },
    { provide: JOB_RECORDS, useExisting: JobSessionRecords },
    { provide: EN_ROUTE_ARRIVALS, useExisting: TrackingService },
    { provide: WEATHER_OFFERS, useExisting: WeatherChoices },
  ],
  exports: [AUDIT_ACTORS, PROFILE_PHOTOS, BOOKING_PARTIES, GALLERY_BOOKINGS, CUSTOMER_BOOKINGS, JOB_RECORDS, EN_ROUTE_ARRIVALS, WEATHER_OFFERS],
})
export class FeaturePortsModule {}
