import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../auth/rate-limiter';
import { CarEntity } from '../cars/car.entity';
import { PackageEntity } from '../packages/package.entity';
import { SettingsModule } from '../settings/settings.module';
import { UserEntity } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { BookingEntity } from './booking.entity';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';

/** Booking creation (customers and visitors) and the bookings each person may read. */
@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity, PackageEntity, CarEntity, UserEntity]), UsersModule, SettingsModule],
  controllers: [BookingsController],
  // RateLimiter keeps its counters in the database, so this instance shares them with the auth module's.
  providers: [BookingsService, RateLimiter],
  exports: [BookingsService],
})
export class BookingsModule {}
