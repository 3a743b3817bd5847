import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddOnsModule } from '../catalog/add-ons/add-ons.module';
import { BookingsModule } from '../bookings/bookings.module';
import { PackagesModule } from '../catalog/packages/packages.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../identity/users/users.module';
import { AvailabilityController, DadAvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { DadAssigner } from './dad-assigner';
import { RouteDayReads } from './routes';
import { DadRoster } from './dad-roster';
import { DadAvailabilityService } from './dad-availability.service';
import { DadTimeClaimEntity } from './dad-time-claim.entity';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';
import { DadRouteDayEntity } from './dad-route-day.entity';
import { TravelTimes, travelTimesFor } from './travel-times';
import { DispatchService } from './dispatch.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { SchedulingListeners } from './scheduling.listeners';
import { BookingScheduleAdapter } from './booking-schedule';

/** Availability (public windows, DADs' own schedules) and DAD assignment without double booking. */
@Module({
  imports: [
    TypeOrmModule.forFeature([WeeklyAvailabilityEntity, SpecificDateAvailabilityEntity, DadTimeClaimEntity, DadRouteDayEntity]),
    BookingsModule,
    SettingsModule,
    PackagesModule,
    UsersModule,
    AddOnsModule,
  ],
  controllers: [AvailabilityController, DadAvailabilityController],
  providers: [
    SchedulingListeners,
    AvailabilityService,
    DadRoster,
    DadAvailabilityService,
    DadAssigner,
    RouteDayReads,
    DispatchService,
    BookingScheduleAdapter,
    { provide: TravelTimes, useFactory: (config: AppConfig) => travelTimesFor(config), inject: [APP_CONFIG] },
  ],
  exports: [AvailabilityService, DadAvailabilityService, DadAssigner, TravelTimes, DispatchService, BookingScheduleAdapter],
})
export class SchedulingModule {}
