import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { SignedInDevicesModule } from './auth/devices/signed-in-devices';
import { BookingMediaModule } from './bookings/booking-media.module';
import { BookingsModule } from './bookings/bookings.module';
import { CacheModule } from './cache/cache.module';
import { CarsModule } from './cars/cars.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { IdParamPipe } from './common/id-param.pipe';
import { PagingInterceptor } from './common/paging';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CustomersModule } from './customers/customers.module';
import { dataSourceOptions } from './database/data-source.options';
import { DatabaseModule } from './database/database.module';
import { DadModule } from './dad/dad.module';
import { GalleryModule } from './gallery/gallery.module';
import { HealthController } from './health/health.controller';
import { ImagesModule } from './images/images.module';
import { MessagesModule } from './messages/messages.module';
import { ObservabilityModule } from './observability/observability.module';
import { PackagesModule } from './packages/packages.module';
import { AddOnsModule } from './add-ons/add-ons.module';
import { PasswordModule } from './password/password.module';
import { EmailModule } from './email/email.module';
import { PaymentsModule } from './payments/payments.module';
import { ReviewsModule } from './reviews/reviews.module';
import { RewardsModule } from './rewards/rewards.module';
import { SchedulingModule } from './scheduling/scheduling.module';
import { SettingsModule } from './settings/settings.module';
import { ProfileModule } from './users/profile.module';
import { UsersModule } from './users/users.module';
import { ReleasesModule } from './releases/releases.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config)),
        ObservabilityModule,
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
        GalleryModule,
        ReviewsModule,
        PaymentsModule,
        SchedulingModule,
        CustomersModule,
        RewardsModule,
        MessagesModule,
        ReleasesModule,
        PasswordModule,
        EmailModule,
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
