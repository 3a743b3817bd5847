import { SchedulingModule } from '../scheduling/scheduling.module';
import { BookingsModule } from '../bookings/bookings.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../media/images/images.module';
import { MessagesModule } from '../messaging/messages.module';
import { RewardsModule } from '../loyalty/rewards.module';
import { UsersModule } from '../identity/users/users.module';
import { DadBookingsService } from './dad-bookings.service';
import { DadController } from './dad.controller';
import { DadCustomersService } from './dad-customers.service';
import { JobSessionDetailSection } from './job-session-details';
import { JobSessionRecords } from './job-records';
import { PaymentsModule } from '../payments/payments.module';
import { JobSessionEntity } from './job-session.entity';
import { JobSessionsPersonalData } from './job-sessions.personal-data';
import { JobSessionsService } from './job-sessions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([JobSessionEntity]),
    UsersModule,
    ImagesModule,
    RewardsModule,
    MessagesModule,
    BookingsModule,
    SchedulingModule,
    PaymentsModule,
  ],
  controllers: [DadController],
  providers: [DadBookingsService, DadCustomersService, JobSessionsService, JobSessionDetailSection, JobSessionRecords, JobSessionsPersonalData],
  exports: [JobSessionRecords, JobSessionsService],
})
export class DadModule {}
