import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddOnsModule } from '../catalog/add-ons/add-ons.module';
import { BookingsModule } from '../bookings/bookings.module';
import { MessagesModule } from '../messaging/messages.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../identity/users/users.module';
import { AdminWaitlistController, VisitorWaitlistController, WaitlistController } from './waitlist.controller';
import { RateLimiter } from '../identity/auth/rate-limiter';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistOpeningEntity, WaitlistPriorityEntity } from './waitlist.entities';
import { WaitlistListeners } from './waitlist.listeners';
import { WaitlistRounds } from './waitlist-rounds';
import { WaitlistRetention } from './waitlist-retention';
import { WaitlistPersonalData } from './waitlist.personal-data';
import { WaitlistService } from './waitlist.service';

/** The waitlist (issue 44): places freed by booking changes or a DAD's new hours offered to waiting customers and visitors. */
@Module({
  imports: [TypeOrmModule.forFeature([WaitlistEntryEntity, WaitlistOpeningEntity, WaitlistOfferEntity, WaitlistPriorityEntity]), BookingsModule, SchedulingModule, MessagesModule, AddOnsModule, SettingsModule, UsersModule, JobsModule],
  controllers: [WaitlistController, VisitorWaitlistController, AdminWaitlistController],
  providers: [RateLimiter, WaitlistService, WaitlistRounds, WaitlistRetention, WaitlistListeners, WaitlistPersonalData],
  exports: [WaitlistService],
})
export class WaitlistModule {}
