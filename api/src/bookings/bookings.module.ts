import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../identity/auth/rate-limiter';
import { CarEntity } from '../customers/cars/car.entity';
import { AddOnsModule } from '../catalog/add-ons/add-ons.module';
import { SettingsModule } from '../settings/settings.module';
import { UserEntity } from '../identity/users/user.entity';
import { UsersModule } from '../identity/users/users.module';
import { PasswordModule } from '../identity/password/password.module';
import { BookerAccounts } from './booker-accounts';
import { BookingChangesService } from './booking-changes.service';
import { BookingCheckout } from './booking-checkout';
import { BookingEventEntity } from './booking-event.entity';
import { BookingEvents } from './booking-events';
import { BookingEntity } from './booking.entity';
import { BookingRepository } from './booking.repository';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { UnpaidHoldRelease } from './unpaid-holds';
import { JobsModule } from '../platform/jobs/jobs.module';

/**
 * Booking creation (customers and visitors), changes, and the bookings each person may read. What
 * bookings must ask scheduling, payments and loyalty comes through the ports of booking-ports.ts,
 * bound in app/booking-ports.module.ts; what follows a change is an event.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingEntity, BookingEventEntity, CarEntity, UserEntity]),
    AddOnsModule,
    UsersModule,
    SettingsModule,
    PasswordModule,
    JobsModule,
  ],
  controllers: [BookingsController],
  // RateLimiter keeps its counters in the database, so this instance shares them with the auth module's.
  providers: [BookingsService, BookingCheckout, BookerAccounts, BookingChangesService, BookingRepository, BookingEvents, RateLimiter, UnpaidHoldRelease],
  exports: [BookingsService, BookingCheckout, BookingChangesService, BookingEvents],
})
export class BookingsModule {}
