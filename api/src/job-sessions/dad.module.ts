import { BookingTipEntity } from '../payments/tips/booking-tip.entity';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { BookingsModule } from '../bookings/bookings.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEventEntity } from '../bookings/booking-event.entity';
import { BookingEvents } from '../bookings/booking-events';
import { BookingEntity } from '../bookings/booking.entity';
import { ImagesModule } from '../media/images/images.module';
import { MessagesModule } from '../messaging/messages.module';
import { RewardsModule } from '../loyalty/rewards.module';
import { UsersModule } from '../identity/users/users.module';
import { DadBookingsService } from './dad-bookings.service';
import { DadController } from './dad.controller';
import { DadCustomersService } from './dad-customers.service';
import { JobSessionEntity } from './job-session.entity';
import { JobSessionsPersonalData } from './job-sessions.personal-data';
import { JobSessionsService } from './job-sessions.service';
import { JobSessionReads } from './job-session-reads';

@Module({
  imports: [
    TypeOrmModule.forFeature([BookingEntity, BookingEventEntity, JobSessionEntity, BookingTipEntity]),
    UsersModule,
    ImagesModule,
    RewardsModule,
    MessagesModule,
    BookingsModule,
    SchedulingModule,
  ],
  controllers: [DadController],
  providers: [DadBookingsService, DadCustomersService, JobSessionsService, JobSessionReads, BookingEvents, JobSessionsPersonalData],
  exports: [JobSessionReads],
})
export class DadModule {}
