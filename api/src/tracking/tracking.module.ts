import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { UsersModule } from '../identity/users/users.module';
import { DadModule } from '../job-sessions/dad.module';
import { MessagesModule } from '../messaging/messages.module';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { JobsModule } from '../platform/jobs/jobs.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { LateWarnings } from './late-warnings';
import { DadPositionController, TrackingController } from './tracking.controller';
import { LateWarningEntity, TrackingLinkEntity } from './tracking.entities';
import { TrackingListeners } from './tracking.listeners';
import { TrackingPersonalData } from './tracking.personal-data';
import { TrackingService } from './tracking.service';
import { TrackingTokens } from './tracking-tokens';

/** The day of service seen by the customer (issue 43): the tracking link, the DAD's position on the way, late warnings. */
@Module({
  imports: [TypeOrmModule.forFeature([TrackingLinkEntity, LateWarningEntity]), BookingsModule, UsersModule, DadModule, MessagesModule, SchedulingModule, JobsModule],
  controllers: [TrackingController, DadPositionController],
  providers: [
    TrackingService,
    LateWarnings,
    TrackingListeners,
    TrackingPersonalData,
    { provide: TrackingTokens, inject: [APP_CONFIG], useFactory: ({ sessionSecret, publicUrl }: AppConfig) => new TrackingTokens(sessionSecret, publicUrl) },
  ],
  exports: [TrackingService],
})
export class TrackingModule {}
