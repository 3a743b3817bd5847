import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../operations/admin.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { AuthModule } from '../identity/auth/auth.module';
import { SignedInDevicesModule } from '../identity/auth/devices/signed-in-devices';
import { BookingMediaModule } from '../bookings/booking-media.module';
import { BookingsModule } from '../bookings/bookings.module';
import { BookingPortsModule } from './booking-ports.module';
import { FeaturePortsModule } from './feature-ports.module';
import { CacheModule } from '../platform/cache/cache.module';
import { CarsModule } from '../customers/cars/cars.module';
import { ApiExceptionFilter } from '../common/api-exception.filter';
import { IdParamPipe } from '../common/id-param.pipe';
import { PagingInterceptor } from '../common/paging';
import type { AppConfig } from '../platform/config/app-config';
import { ConfigModule } from '../platform/config/config.module';
import { CustomersModule } from '../customers/customers.module';
import { dataSourceOptions } from './data-source.options';
import { DatabaseModule } from '../platform/database/database.module';
import { DadModule } from '../job-sessions/dad.module';
import { GalleryModule } from '../media/gallery/gallery.module';
import { HealthController } from '../platform/health/health.controller';
import { ImagesModule } from '../media/images/images.module';
import { MessagesModule } from '../messaging/messages.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { SitesModule } from '../sites/sites.module';
import { WeatherModule } from '../weather/weather.module';
import { TrackingModule } from '../tracking/tracking.module';
import { ObservabilityModule } from '../platform/observability/observability.module';
import { EventsModule } from '../platform/events/events.module';
import { PackagesModule } from '../catalog/packages/packages.module';
import { AddOnsModule } from '../catalog/add-ons/add-ons.module';
import { PasswordModule } from '../identity/password/password.module';
import { EmailModule } from '../identity/email/email.module';
import { PaymentsModule } from '../payments/payments.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { RewardsModule } from '../loyalty/rewards.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { SettingsModule } from '../settings/settings.module';
import { ProfileModule } from '../identity/users/profile.module';
import { UsersModule } from '../identity/users/users.module';
import { PlansModule } from '../plans/plans.module';
import { ReleasesModule } from '../operations/releases/releases.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config)),
        ObservabilityModule,
        EventsModule,
        DatabaseModule,
        CacheModule,
        UsersModule,
        AuthModule,
        SignedInDevicesModule,
        PackagesModule,
        AddOnsModule,
        CarsModule,
        DadModule,
        AdminModule,
        ImagesModule,
        BookingMediaModule,
        ProfileModule,
        SettingsModule,
        BookingsModule,
        BookingPortsModule,
        FeaturePortsModule,
        GalleryModule,
        ReviewsModule,
        PaymentsModule,
        SchedulingModule,
        CustomersModule,
        RewardsModule,
        MessagesModule,
        SitesModule,
        WaitlistModule,
        WeatherModule,
        TrackingModule,
        PlansModule,
        ReleasesModule,
        WebhooksModule,
        PasswordModule,
        EmailModule,
        PrivacyModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: PagingInterceptor },
        { provide: APP_PIPE, useClass: IdParamPipe },
      ],
    };
  }
}
