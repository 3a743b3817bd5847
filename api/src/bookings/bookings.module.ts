import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../identity/auth/rate-limiter';
import { CarsModule } from '../customers/cars/cars.module';
import { AddOnsModule } from '../catalog/add-ons/add-ons.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../identity/users/users.module';
import { PasswordModule } from '../identity/password/password.module';
import { BookerAccounts } from './booker-accounts';
import { BookingChangesService } from './booking-changes.service';
import { BookingDetails } from './booking-details';
import { BookingReads } from './booking-reads';
import { BookingCheckout } from './booking-checkout';
import { BookingEventEntity } from './booking-event.entity';
import { BookingEvents } from './booking-events';
import { BookingEntity } from './booking.entity';
import { BookingRepository } from './booking.repository';
import { BookingsController } from './bookings.controller';
import { BookingsPersonalData } from './bookings.personal-data';
import { BookingsService } from './bookings.service';
import { UnpaidHoldRelease } from './unpaid-holds';
import { BookingRetention } from './booking-retention';
import { JobsModule } from '../platform/jobs/jobs.module';

/**
 * Booking creation (customers and visitors), changes, and the bookings each person may read. What
 * bookings must ask scheduling, payments and loyalty comes through the ports of booking-ports.ts,
 * bound in app/booking-ports.module.ts; what follows a change is an event.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingEntity, BookingEventEntity]),
    CarsModule,
    AddOnsModule,
    UsersModule,
    SettingsModule,
    PasswordModule,
    JobsModule,
  ],
  controllers: [BookingsController],
  // RateLimiter keeps its counters in the database, so this instance shares them with the auth module's.
  providers: [BookingsPersonalData, BookingsService, BookingDetails, BookingReads, BookingCheckout, BookerAccounts, BookingChangesService, BookingRepository, BookingEvents, RateLimiter, UnpaidHoldRelease, BookingRetention],
  exports: [BookingsService, BookingChangesService, BookingEvents, BookingCheckout, BookingDetails, BookingReads, BookingsPersonalData],
})
export class BookingsModule {}
