import { SchedulingModule } from '../scheduling/scheduling.module';
import { BookingsModule } from '../bookings/bookings.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { BookingMediaEntity } from '../media/images/booking-media.entity';
import { MessagesModule } from '../messaging/messages.module';
import { RewardsModule } from '../loyalty/rewards.module';
import { ReviewEntity } from '../reviews/review.entity';
import { UserEntity } from '../identity/users/user.entity';
import { DadBookingsService } from './dad-bookings.service';
import { DadController } from './dad.controller';
import { DadCustomersService } from './dad-customers.service';
import { JobSessionDetailSection } from './job-session-details';
import { JobSessionRecords } from './job-records';
import { PaymentsModule } from '../payments/payments.module';
import { JobSessionEntity } from './job-session.entity';
import { JobSessionsService } from './job-sessions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([BookingEntity, BookingMediaEntity, JobSessionEntity, ReviewEntity, UserEntity]),
    RewardsModule,
    MessagesModule,
    BookingsModule,
    SchedulingModule,
    PaymentsModule,
  ],
  controllers: [DadController],
  providers: [DadBookingsService, DadCustomersService, JobSessionsService, JobSessionDetailSection, JobSessionRecords],
  exports: [JobSessionRecords],
})
export class DadModule {}
