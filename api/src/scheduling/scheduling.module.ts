import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddOnsModule } from '../add-ons/add-ons.module';
import { BookingEntity } from '../bookings/booking.entity';
import { PackageEntity } from '../packages/package.entity';
import { SettingsModule } from '../settings/settings.module';
import { UserEntity } from '../users/user.entity';
import { AvailabilityController, DadAvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { DadAssigner } from './dad-assigner';
import { DadAvailabilityService } from './dad-availability.service';
import { DadTimeClaimEntity } from './dad-time-claim.entity';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';

/** Availability (public windows, DADs' own schedules) and DAD assignment without double booking. */
@Module({
  imports: [
    TypeOrmModule.forFeature([WeeklyAvailabilityEntity, SpecificDateAvailabilityEntity, DadTimeClaimEntity, BookingEntity, PackageEntity, UserEntity]),
    SettingsModule,
    AddOnsModule,
  ],
  controllers: [AvailabilityController, DadAvailabilityController],
  providers: [AvailabilityService, DadAvailabilityService, DadAssigner],
  exports: [AvailabilityService, DadAssigner],
})
export class SchedulingModule {}
