import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../auth/rate-limiter';
import { CarEntity } from '../cars/car.entity';
import { AddOnsModule } from '../add-ons/add-ons.module';
import { SettingsModule } from '../settings/settings.module';
import { UserEntity } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { PaymentsModule } from '../payments/payments.module';
import { RewardsModule } from '../rewards/rewards.module';
import { MessagesModule } from '../messages/messages.module';
import { PasswordModule } from '../password/password.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { BookingChangesService } from './booking-changes.service';
import { BookingEventEntity } from './booking-event.entity';
import { BookingEvents } from './booking-events';
import { BookingEntity } from './booking.entity';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { UnpaidHoldRelease } from './unpaid-holds';
import { JobsModule } from '../jobs/jobs.module';

/** Booking creation (customers and visitors) and the bookings each person may read. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingEntity, BookingEventEntity, CarEntity, UserEntity]),
    AddOnsModule,
    UsersModule,
    SettingsModule,
    SchedulingModule,
    PaymentsModule,
    MessagesModule,
    PasswordModule,
    JobsModule,
    RewardsModule,
  ],
  controllers: [BookingsController],
  // RateLimiter keeps its counters in the database, so this instance shares them with the auth module's.
  providers: [BookingsService, BookingChangesService, BookingEvents, RateLimiter, UnpaidHoldRelease],
  exports: [BookingsService, BookingChangesService, BookingEvents],
})
export class BookingsModule {}
